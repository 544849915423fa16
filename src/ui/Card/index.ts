export { Card, cardPaddings, cardElements, type CardPadding, type CardProps } from './Card.tsx';
