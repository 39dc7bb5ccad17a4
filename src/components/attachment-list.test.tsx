import { render, screen } from '@testing-library/react'
import { AttachmentList } from './attachment-list'

describe('AttachmentList', () => {
  it('lists download links that open without an opener', () => {
    render(
      <AttachmentList
        items={[
          { name: 'a.pdf', url: '/files/a.pdf' },
          { name: 'b.xls', url: 'https://cdn.example/b.xls' },
        ]}
      />,
    )
    const link = screen.getByRole('link', { name: 'a.pdf' })
    expect(link).toHaveAttribute('href', '/files/a.pdf')
    expect(link).toHaveAttribute('download', 'a.pdf')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(screen.getByRole('link', { name: 'b.xls' })).toHaveAttribute(
      'href',
      'https://cdn.example/b.xls',
    )
  })

  it('renders nothing without items and no link for script URLs', () => {
    const { container } = render(<AttachmentList items={[]} />)
    expect(container).toBeEmptyDOMElement()
    render(<AttachmentList items={[{ name: 'x', url: 'javascript:alert(1)' }]} />)
    expect(screen.getByText('x')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'x' })).not.toBeInTheDocument()
  })

  it('names an item without a url (or name) and gives it no link', () => {
    render(<AttachmentList items={[{ name: '', url: undefined }, { name: '制度.pdf' }]} />)
    expect(screen.getByText('附件1')).toBeInTheDocument()
    expect(screen.getByText('制度.pdf')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
