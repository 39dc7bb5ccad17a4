// The pages the budget script (scripts/budget.mjs) loads cold, with their byte budgets in KB of
// gzipped JS+CSS. An issue that builds a page adds it here.
//
//   path      what is opened
//   as        the mock account whose session the load starts with (none: a guest)
//   lands     where the load must end (default: path)
//   content   CSS selectors of what the user came for: the page counts as shown once every one of
//             them matches a visible element (the "content" column)
//   budget    fails npm test when over; aim is reported
//   files     fails npm test when the load requests more JS and CSS files (15 on /login
//             and /home, which scripts/first-load-chunks.ts merges chunks for)
//   heavy     heavy chunks (lib-*, see vite.config.ts) the page may load, because it cannot show
//             its main content without them; any other heavy chunk fails the run
//   excluded  heavy chunks the page loads after its content (the dashboard's chart): allowed,
//             left out of the budget, and they must not be requested before the content is shown
//   noLayout  the app layout chunk must not be requested

const LOGIN_FORM = ['input#username', 'input#password', 'button[type="submit"]']
const NEWS_LIST = 'ul[aria-label="新闻列表"] li a'
const COURSE_LIST = 'ul.course-grid li'
const HOME_LISTS = ['section[aria-labelledby="home-news-1-title"] .home-list li a', COURSE_LIST]

// the shell's page: its sidebar and the page's own heading or content
const SHELL = '.sidebar .ant-menu-item'
// the dashboard: the count boxes with their figures and the ranking's rows
const DASHBOARD = [SHELL, '.study-figures__box .ant-statistic-content', '.ranking-list__item']

export const PAGES = [
  { name: 'login', path: '/login', content: LOGIN_FORM, budget: 330, aim: 300, files: 15 },
  // home.html adds its own first script (src/boot/home-fill.ts, 9 KB)
  { name: 'home', path: '/home', content: HOME_LISTS, budget: 310, aim: 280, files: 15 },
  {
    name: 'guest on /dashboard',
    path: '/dashboard',
    lands: '/home',
    content: HOME_LISTS,
    budget: 310,
    aim: 280,
    files: 15,
    noLayout: true,
  },
  // the other public pages: the budget of "any other page" (400, aim 350)
  { name: 'newslist', path: '/newslist?typeId=1', content: [NEWS_LIST], budget: 400, aim: 350 },
  {
    name: 'register',
    path: '/register',
    content: ['input#userName', 'input#userPhone'],
    budget: 400,
    aim: 350,
  },
  {
    name: 'dashboard (learner)',
    path: '/dashboard',
    as: 'learner',
    content: DASHBOARD,
    // the learning calendar's code (antd Calendar and its pickers, ~55 KB) loads after the first render
    budget: 440,
    aim: 400,
  },
  {
    name: 'dashboard (admin)',
    path: '/dashboard',
    as: 'admin',
    content: DASHBOARD,
    // the statistics table's code (antd Table with its pager, ~90 KB) loads after the first
    // render; the chart (echarts) after the content
    budget: 480,
    aim: 440,
    excluded: ['echarts'],
  },
  // the learner area: the course page plays through xgplayer; the list pages (antd Table or the
  // pager, the filter form and its selects, ~60-90 KB over the shell's ~300) get 480 (aim 430)
  {
    name: 'course study',
    path: '/trainres/study?id=1001',
    as: 'learner',
    content: [SHELL, '#app-main h1', '#app-main video'],
    // xgplayer is 126 KB (JS and CSS): the page without it is within the 400 of any other page
    heavy: ['xgplayer'],
    budget: 530,
    aim: 480,
  },
  {
    name: 'message centre',
    path: '/ydmessage/index',
    as: 'learner',
    content: [SHELL, '#app-main .ant-table-row'],
    budget: 480,
    aim: 430,
  },
  {
    name: 'user management (menu page)',
    path: '/system/user',
    as: 'company',
    content: [SHELL, '#app-main .ant-table-row'],
    budget: 480,
    aim: 430,
  },
  {
    name: 'my study (menu page)',
    path: '/study/index',
    as: 'learner',
    content: [SHELL, '#app-main .study-course'],
    budget: 480,
    aim: 430,
  },
  {
    name: 'my exams (menu page)',
    path: '/exam/index',
    as: 'learner',
    content: [SHELL, '#app-main tr.ant-table-row'],
    budget: 480,
    aim: 430,
  },
  // the exam: the paper in progress of the learner (EX2026005 continues on every load) and a
  // handed-in paper's result; jspdf and html2canvas load only on 导出 PDF
  {
    name: 'exam paper',
    path: '/ysUserExam/exam?examCode=EX2026005',
    as: 'learner',
    content: [SHELL, '#app-main [role="timer"]', '#app-main .exam-body__question h2'],
    budget: 400,
    aim: 350,
  },
  {
    name: 'exam result',
    path: '/ysUserExam/examview?userpaperId=5001',
    as: 'learner',
    content: [SHELL, '#app-main .exam-result__question'],
    budget: 400,
    aim: 350,
  },
]

/** The seeded mock accounts (mocks/seed) the logged-in loads start with. */
export const ACCOUNTS = {
  admin: ['admin', 'Admin@123'],
  learner: ['learner', 'Learner@123'],
  company: ['company', 'Company@123'],
}
