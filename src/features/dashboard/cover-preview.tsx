import { Image } from 'antd'

export interface CoverPreviewProps {
  sources: string[]
  /** names the large image and its dialog */
  alt?: string
  /** the cover shown large; null = closed */
  current: number | null
  onChange: (current: number | null) => void
}

/** The image notices' covers shown large, one at a time (antd Image preview). */
export function CoverPreview({ sources, alt, current, onChange }: CoverPreviewProps) {
  return (
    <Image.PreviewGroup
      items={sources.map((src) => ({ src }))}
      preview={{
        alt,
        open: current !== null,
        current: current ?? 0,
        onOpenChange: (open) => !open && onChange(null),
        onChange: (next) => onChange(next),
      }}
    />
  )
}
