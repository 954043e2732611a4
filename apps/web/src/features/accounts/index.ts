// The accounts feature's public surface (decision 015): the pieces of the account forms that the
// account-security page builds on (issue 15).

export { captchaImageUrl, captchaQuery, fetchCaptcha } from './api/captcha.ts';
export { CaptchaField } from './components/captcha-field.tsx';
export { MobileFields, useDefaultPrefix } from './components/mobile-fields.tsx';
export { NewPasswordItem } from './components/new-password-item.tsx';
export { PasswordStrength } from './components/password-strength.tsx';
export { SendCodeButton } from './components/send-code-button.tsx';
