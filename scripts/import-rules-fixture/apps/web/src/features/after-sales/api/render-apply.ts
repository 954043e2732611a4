export const renderApply = () => 'internal';
