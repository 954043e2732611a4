// What other features use of the member area: the share reward (the product page's share button).
export { useShareReward } from './api/share-product-reward.ts';
