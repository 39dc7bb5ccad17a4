import type { Size } from './crop-rules'

/** Loading states of the crop flow (behaviour B4.14). */
export type CropStatus = 'idle' | 'uploading' | 'success' | 'fail'

/** The chosen image: an object URL the cropper shows, its name, type and natural size. */
export interface CropSource {
  url: string
  name: string
  type: string
  size: Size
}

export interface CropState {
  /** 1 choose an image, 2 crop it, 3 upload and show the result */
  step: 1 | 2 | 3
  status: CropStatus
  /** why the last choice was refused, or why the upload failed */
  error?: string
  source?: CropSource
  /** object URL of the cropped image being uploaded (step 3) */
  preview?: string
  /** the stored image's url after a successful upload */
  result?: string
}

export type CropEvent =
  | { type: 'refused'; error: string }
  | { type: 'chosen'; source: CropSource }
  | { type: 'upload'; preview: string }
  | { type: 'uploaded'; url: string }
  | { type: 'failed'; error: string }
  /** from step 2 to choose another image, from a failed step 3 to crop again */
  | { type: 'back' }
  | { type: 'reset' }

export const initialCropState: CropState = { step: 1, status: 'idle' }

/** The crop flow as a pure state machine (the dialog keeps the object URLs' lifetimes). */
export function cropReducer(state: CropState, event: CropEvent): CropState {
  switch (event.type) {
    case 'refused':
      return { ...initialCropState, error: event.error }
    case 'chosen':
      return { step: 2, status: 'idle', source: event.source }
    case 'upload':
      if (state.step !== 2 && !(state.step === 3 && state.status === 'fail')) return state
      return { ...state, step: 3, status: 'uploading', error: undefined, preview: event.preview }
    case 'uploaded':
      if (state.status !== 'uploading') return state
      return { ...state, status: 'success', result: event.url }
    case 'failed':
      if (state.status !== 'uploading') return state
      return { ...state, status: 'fail', error: event.error }
    case 'back':
      if (state.step === 2) return initialCropState
      if (state.step === 3 && state.status !== 'uploading')
        return { step: 2, status: 'idle', source: state.source }
      return state
    case 'reset':
      return initialCropState
  }
}
