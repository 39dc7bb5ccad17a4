import { Quill } from 'react-quill-new'

type ImageBlot = {
  domNode: HTMLElement
  format(name: string, value: unknown): void
}
type ImageClass = new (...args: never[]) => ImageBlot

const QuillImage = Quill.import('formats/image') as unknown as ImageClass

/**
 * Quill's image keeps alt, width and height, but drops an empty alt (it takes '' for "remove").
 * alt="" marks a decorative image: an edited body keeps it, so a save gives back what it loaded
 * and screen readers still skip the image. Registered once, when the editor's module loads.
 */
class KeptAltImage extends QuillImage {
  format(name: string, value: unknown) {
    if (name === 'alt' && value === '') this.domNode.setAttribute('alt', '')
    else super.format(name, value)
  }
}

Quill.register('formats/image', KeptAltImage, true)
