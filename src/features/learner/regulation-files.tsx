import {
  DownloadOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileWordOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'
import type { RegulationFile } from '../../api/sys-notice'
import { safeFileUrl } from '../../lib/file-url'
import { FILE_KIND_LABEL, fileKind, type FileKind } from './file-kind'
import './learner.css'

type IconProps = { className?: string; role?: string; 'aria-label'?: string }

const ICONS: Record<FileKind, ComponentType<IconProps>> = {
  pdf: FilePdfOutlined,
  word: FileWordOutlined,
  excel: FileExcelOutlined,
  ppt: FilePptOutlined,
  image: FileImageOutlined,
  other: FileOutlined,
}

function RegulationItem({ file, index }: { file: RegulationFile; index: number }) {
  const kind = fileKind({ ...file, url: file.enclosurloadUrl })
  const Icon = ICONS[kind]
  const href = safeFileUrl(file.enclosurloadUrl)
  const name = file.enclosureName || `附件${index + 1}`
  return (
    <li className="regulation-files__item">
      <Icon
        className={`regulation-files__icon regulation-files__icon--${kind}`}
        role="img"
        aria-label={FILE_KIND_LABEL[kind]}
      />
      {href ? (
        <a
          className="regulation-files__name"
          href={href}
          download={name}
          target="_blank"
          rel="noopener noreferrer"
        >
          {name}
          <DownloadOutlined className="regulation-files__download" aria-hidden />
        </a>
      ) : (
        <span className="regulation-files__name">{name}</span>
      )}
    </li>
  )
}

/** The downloadable rules and regulations: a type icon and the file name as a download link. */
export function RegulationFiles({ files }: { files: RegulationFile[] }) {
  return (
    <ul className="regulation-files" aria-label="规章制度文件">
      {files.map((file, i) => (
        // files are keyed by place: the list is shown as it came and never edited
        <RegulationItem key={i} file={file} index={i} />
      ))}
    </ul>
  )
}
