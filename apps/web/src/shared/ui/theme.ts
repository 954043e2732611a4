import type { ThemeConfig } from 'antd';

/** Calm forest green on warm neutrals; secondary texts darkened to meet WCAG AA contrast. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5f4a',
    colorInfo: '#1f5f4a',
    // Info notes on a light tint of the brand green (the derived tint came out grey).
    colorInfoBg: '#e8f1ed',
    colorInfoBorder: '#b9d3c8',
    colorLink: '#1f5f4a',
    colorSuccess: '#2f7d52',
    colorWarning: '#9a6200',
    colorError: '#b42318',
    colorTextBase: '#1c2623',
    colorTextSecondary: '#3d4945',
    colorTextTertiary: '#58635f',
    colorTextDescription: '#58635f',
    colorTextPlaceholder: '#6b7571',
    colorBorder: '#cfccc2',
    colorBorderSecondary: '#e6e3da',
    colorBgLayout: '#f7f6f2',
    borderRadius: 8,
    fontFamily:
      "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
    fontSize: 14,
    controlHeight: 36,
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none' },
    Tabs: { titleFontSize: 15 },
    Pagination: { itemActiveBg: '#e8f1ed' },
  },
};
