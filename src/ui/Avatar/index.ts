export { Avatar, avatarSizes, type AvatarProps, type AvatarSize } from './Avatar.tsx';
export { initialsFor, type PersonName } from './initials.ts';
