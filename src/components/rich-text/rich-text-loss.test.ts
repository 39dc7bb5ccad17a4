import { lostByEditor } from './rich-text-loss'

describe('what the editor could not keep of a loaded body', () => {
  it('nothing, when only the markup differs (b for strong, nbsp, a trailing newline)', () => {
    expect(
      lostByEditor(
        '<p><b>叉车</b>&nbsp;检查</p><p style="text-align:center;color:red;font-weight:bold">要点</p>',
        '<p><strong>叉车</strong> 检查</p><p style="text-align: center; color: red;"><strong>要点</strong></p>\n',
      ),
    ).toEqual([])
  })

  it('a table flattened into paragraphs', () => {
    expect(
      lostByEditor('<table><tr><td>班前</td><td>检查</td></tr></table>', '<p>班前</p><p>检查</p>'),
    ).toEqual(['表格'])
  })

  it('an image, a link, an embedded video, and text that went with them', () => {
    expect(
      lostByEditor(
        '<p>看<img src="/a.png">图<a href="ftp://x/y">资料</a></p><video src="/v.mp4">视频</video>',
        '<p>看图<a href="about:blank">资料</a></p>',
      ),
    ).toEqual(['图片', '链接', '视频等嵌入内容', '部分文字'])
  })

  it('styles the editor does not write, by their Chinese names, once each', () => {
    expect(
      lostByEditor(
        '<p style="font-size:18px;line-height:2;margin:0 0 8px;text-indent:2em">正文</p>',
        '<p>正文</p>',
      ),
    ).toEqual(['样式（字号、行距、外边距、首行缩进）'])
  })
})
