// What other features and the app may use of the profile: the avatar and the profile query.
export { userInfoQuery, useUserInfo } from './api/user-info.ts';
export { Avatar } from './components/avatar.tsx';
