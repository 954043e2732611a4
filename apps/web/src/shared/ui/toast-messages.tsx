import { ConfigProvider, message } from 'antd';
import { theme } from './theme.ts';

// Static messages render outside the page's tree: give them the same theme.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>,
});
message.config({ maxCount: 3, top: 72 });

export { message };
