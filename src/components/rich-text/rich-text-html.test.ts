import { cleanEditorHtml, labelToolbar } from './rich-text-html'

describe('the editor HTML the form keeps', () => {
  it('an empty editor is an empty value', () => {
    expect(cleanEditorHtml('<p></p>').clean).toBe('')
    expect(cleanEditorHtml('<p><br></p>').clean).toBe('')
  })

  it('gives single spaces back and keeps runs of spaces visible', () => {
    expect(cleanEditorHtml('<p>safe&nbsp;work&nbsp;&nbsp;&nbsp;now</p>')).toEqual({
      raw: '<p>safe&nbsp;work&nbsp;&nbsp;&nbsp;now</p>',
      clean: '<p>safe work &nbsp;&nbsp;now</p>',
    })
  })

  it('names the toolbar buttons in Chinese', () => {
    const container = document.createElement('div')
    container.innerHTML =
      '<button aria-label="image"></button><button aria-label="bold"></button><button aria-label="x"></button>'
    labelToolbar({ container })
    const labels = [...container.querySelectorAll('button')].map((b) =>
      b.getAttribute('aria-label'),
    )
    expect(labels).toEqual(['插入图片', '加粗', 'x'])
  })
})
