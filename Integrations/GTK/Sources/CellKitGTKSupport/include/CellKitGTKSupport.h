#ifndef CELLKIT_GTK_SUPPORT_H
#define CELLKIT_GTK_SUPPORT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * The rows of a CellKit list view: a GListModel that knows only how many rows there are (CellKit's
 * FlatTableDriver knows what each shows), and a GtkSelectionModel whose every change the user makes
 * is first put to the host, which answers with the selection it allows.
 *
 * Each call that changes rows emits "items-changed" at once, one change after another, and moves
 * the selection with the rows, as NSTableView does within a batch.
 */
#define CK_TYPE_ROW_MODEL (ck_row_model_get_type())
G_DECLARE_FINAL_TYPE(CkRowModel, ck_row_model, CK, ROW_MODEL, GObject)

/* Given the selection the user proposes and the current one, returns the selection to show (a new
 * bitset, owned by the caller). */
typedef GtkBitset *(*CkSelectionProposal)(const GtkBitset *proposed, const GtkBitset *current, gpointer data);
/* Called after the selection changed, by the user, by ck_row_model_select, or with the rows. */
typedef void (*CkSelectionChanged)(gpointer data);

CkRowModel *ck_row_model_new(CkSelectionProposal propose, CkSelectionChanged changed, gpointer data,
                             GDestroyNotify destroy);
/* Removes `removed` rows at `position` and inserts `added` new ones there. */
void ck_row_model_splice(CkRowModel *self, guint position, guint removed, guint added);
/* Moves the row at `from` to `to` (an index after the move), its selection with it. */
void ck_row_model_move(CkRowModel *self, guint from, guint to);
/* Makes the list view bind `count` rows at `position` again; the selection stays. */
void ck_row_model_rebind(CkRowModel *self, guint position, guint count);
/* Replaces every row with `count` new ones; selected indexes below `count` stay selected. */
void ck_row_model_reset(CkRowModel *self, guint count);
/* The selected rows (owned by the model). */
const GtkBitset *ck_row_model_get_selected(CkRowModel *self);
/* Selects exactly `rows`, without asking the host. */
void ck_row_model_select(CkRowModel *self, const GtkBitset *rows);

/*
 * What a row dragged to a new place carries: its own type, so only a CellKit list takes the drop
 * (a text field would take a string).
 */
typedef struct {
  guint row;
} CkDraggedRow;

#define CK_TYPE_DRAGGED_ROW (ck_dragged_row_get_type())
GType ck_dragged_row_get_type(void);

/*
 * Runs the work of libdispatch's main queue, and with it Swift's main actor, from GLib's main
 * context, where GTK runs: without it a `Task` on the main actor, an `await` that resumes on it and
 * `DispatchQueue.main.async` never run while GTK's main loop runs. Once per process; returns the
 * GLib source.
 */
guint ck_main_queue_attach(void);

G_END_DECLS

#endif
