import { Image } from 'antd';

interface MediaPreviewProps {
  images: string[];
  current: number;
  onCurrentChange: (index: number) => void;
  onClose: () => void;
}

/** The full-screen gallery of a product's images (loaded only when opened). */
export default function MediaPreview({ images, current, onCurrentChange, onClose }: MediaPreviewProps) {
  return (
    <Image.PreviewGroup
      items={images}
      preview={{
        open: true,
        current,
        onChange: (index) => onCurrentChange(index),
        onOpenChange: (open) => {
          if (!open) onClose();
        },
      }}
    />
  );
}
