/**
 * The lead page's notes (addLeadNote, updateLeadNote, deleteLeadNote): each answer reloads the
 * lead (its timeline holds the notes) and says what happened. The server's message is kept as it
 * came (a blank note, someone else's note: 403); `fieldError` is its word on the text box.
 */
import { useQueryClient } from "@tanstack/react-query";
import { errorMessage, fieldMessages } from "@/api/api-error";
import { getGetLeadQueryKey, useAddLeadNote, useDeleteLeadNote, useUpdateLeadNote } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { toast } from "@/components/toast/use-toast";

/** The server's message for the note's text (400), else its message. */
export function noteProblem(error: unknown): string | null {
  if (!error) return null;
  return fieldMessages(error).body ?? errorMessage(error);
}

export function useLeadNotes(leadId: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: getGetLeadQueryKey(leadId) });
  const add = useAddLeadNote({
    mutation: {
      onSuccess: async () => {
        await reload();
        toast({ title: "Note added", description: "It is on the timeline with your name and the time." });
      },
    },
  });
  const update = useUpdateLeadNote({
    mutation: {
      onSuccess: async () => {
        await reload();
        toast({ title: "Note saved", description: "The timeline marks it edited." });
      },
    },
  });
  const remove = useDeleteLeadNote({
    mutation: {
      onSuccess: async () => {
        await reload();
        toast({ title: "Note deleted", description: "It is gone from the timeline." });
      },
    },
  });
  return { add, update, remove };
}
