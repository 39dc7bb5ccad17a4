import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

// dayjs in Chinese wherever it is used (dates, antd's pickers): imported from here, so the pages
// that show no date (the login page) do not load it.
dayjs.locale('zh-cn')

export default dayjs
