// home.html's own first script (scripts/prerender-plugin.ts builds it on its own, like
// route-preload.ts): shows the prerendered home page's lists as soon as they are in, then starts
// the app (boot/home-prerendered.ts).
import { startHome } from './home-prerendered'

void startHome()
