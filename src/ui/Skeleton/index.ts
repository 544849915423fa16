export { Skeleton, skeletonVariants, type SkeletonProps, type SkeletonVariant } from './Skeleton.tsx';
