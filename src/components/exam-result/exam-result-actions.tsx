import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState, type RefObject } from 'react'
import { useGetExamResultQuery } from '../../api/ex-userexam'
import type { Id } from '../../api/types'
import { toastError } from '../../lib/feedback'
import { saveResultPdf } from './export-result-pdf'

export interface ExamResultActionsProps {
  userpaperId: Id
  /** the result view's element (ExamResultView's ref) */
  target: RefObject<HTMLElement | null>
}

/** 导出 PDF and 打印 of a paper's result; both wait until the result has loaded. */
export function ExamResultActions({ userpaperId, target }: ExamResultActionsProps) {
  const query = useGetExamResultQuery({ userpaperId })
  const result = query.data
  const [exporting, setExporting] = useState(false)

  const exportPdf = async () => {
    const element = target.current
    if (!element || !result) return
    setExporting(true)
    try {
      const name = `${result.examinfo.examName}-${result.paper.chnName ?? ''}-考试结果.pdf`
      await saveResultPdf(element, name)
    } catch {
      toastError('导出失败，请稍后重试')
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="exam-result-actions no-print">
      <Button
        icon={<FilePdfOutlined />}
        loading={exporting}
        disabled={!result}
        onClick={() => void exportPdf()}
      >
        导出 PDF
      </Button>
      <Button icon={<PrinterOutlined />} disabled={!result} onClick={() => window.print()}>
        打印
      </Button>
    </div>
  )
}
