import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { contentFormCopy, submitPageCopy } from "../content-form-messages";
import { ContentUploadForm, type ContentFormAnswer } from "./content-upload-form";

/** /submit's upload dialog (its code loads only for people who may upload). */
export function UploadDialog({
  open,
  onOpenChange,
  result,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  result?: ContentFormAnswer | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" closeOnOutsideClick={false}>
        <DialogHeader>
          <DialogTitle>{contentFormCopy.heading}</DialogTitle>
          <DialogDescription>{submitPageCopy.heroText}</DialogDescription>
        </DialogHeader>
        <ContentUploadForm result={result} action="/submit" />
      </DialogContent>
    </Dialog>
  );
}
