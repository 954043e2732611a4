/** Gift cards (issue 17): the card of a gift-card order, for the order detail page. */
export { GiftCardsCard } from './components/gift-cards-card.tsx';
