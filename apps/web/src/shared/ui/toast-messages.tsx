import { ConfigProvider, message } from 'antd';
import { theme } from './theme.ts';

// Static messages render outside the page's tree: give them the same theme.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>,
});
// On a phone the header (banner and menu button) is taller: the toast appears below it, so it never
// covers the menu a buyer taps next.
const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 575px)').matches;
message.config({ maxCount: 3, top: phone ? 124 : 72 });

export { message };
