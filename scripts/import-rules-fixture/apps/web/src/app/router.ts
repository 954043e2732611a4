export const router = 'the app shell';
