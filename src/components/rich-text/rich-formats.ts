import { Quill } from 'react-quill-new'

// The editor's formats, registered once when the editor's module loads.

type ImageBlot = {
  domNode: HTMLElement
  format(name: string, value: unknown): void
}
type ImageClass = new (...args: never[]) => ImageBlot

const QuillImage = Quill.import('formats/image') as unknown as ImageClass

/**
 * Quill's image keeps alt, width and height, but drops an empty alt (it takes '' for "remove").
 * alt="" marks a decorative image: an edited body keeps it, so a save gives back what it loaded
 * and screen readers still skip the image.
 */
class KeptAltImage extends QuillImage {
  format(name: string, value: unknown) {
    if (name === 'alt' && value === '') this.domNode.setAttribute('alt', '')
    else super.format(name, value)
  }
}

Quill.register('formats/image', KeptAltImage, true)

// Alignment as an inline style (text-align), not Quill's class (ql-align-center): the class
// means nothing where the body is shown (the site's pages, the old admin, the app), so centred
// text would show on the left; a body written elsewhere with text-align keeps it.
Quill.register('formats/align', Quill.import('attributors/style/align'), true)
