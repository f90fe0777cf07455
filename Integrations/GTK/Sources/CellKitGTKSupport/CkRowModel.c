#include "CellKitGTKSupport.h"

struct _CkRowModel {
  GObject parent_instance;
  guint count;
  GtkBitset *selected;
  CkSelectionProposal propose;
  CkSelectionChanged changed;
  gpointer data;
  GDestroyNotify destroy;
};

static void ck_row_model_list_model_init(GListModelInterface *iface);
static void ck_row_model_selection_model_init(GtkSelectionModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(CkRowModel, ck_row_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, ck_row_model_list_model_init)
                                  G_IMPLEMENT_INTERFACE(GTK_TYPE_SELECTION_MODEL,
                                                        ck_row_model_selection_model_init))

static GType ck_row_model_get_item_type(GListModel *model) { return G_TYPE_OBJECT; }

static guint ck_row_model_get_n_items(GListModel *model) { return CK_ROW_MODEL(model)->count; }

/* A new object each time: a row's widget is kept across a change only when the row was not
 * touched, so a row that is removed and another inserted in one change never shares a widget. */
static gpointer ck_row_model_get_item(GListModel *model, guint position) {
  if (position >= CK_ROW_MODEL(model)->count) return NULL;
  return g_object_new(G_TYPE_OBJECT, NULL);
}

static void ck_row_model_list_model_init(GListModelInterface *iface) {
  iface->get_item_type = ck_row_model_get_item_type;
  iface->get_n_items = ck_row_model_get_n_items;
  iface->get_item = ck_row_model_get_item;
}

static gboolean ck_row_model_is_selected(GtkSelectionModel *model, guint position) {
  return gtk_bitset_contains(CK_ROW_MODEL(model)->selected, position);
}

static GtkBitset *ck_row_model_get_selection_in_range(GtkSelectionModel *model, guint position, guint n_items) {
  return gtk_bitset_ref(CK_ROW_MODEL(model)->selected);
}

/* Emits "selection-changed" for the rows whose state differs between `before` and the selection. */
static void ck_row_model_notify_selection(CkRowModel *self, GtkBitset *before) {
  GtkBitset *changed = gtk_bitset_copy(before);
  gtk_bitset_difference(changed, self->selected); /* the symmetric difference */
  if (!gtk_bitset_is_empty(changed)) {
    /* Only rows the model has: a row removed with its selection is no longer there to redraw. */
    guint first = gtk_bitset_get_minimum(changed);
    guint last = MIN(gtk_bitset_get_maximum(changed), self->count - 1);
    if (self->count > 0 && first <= last)
      gtk_selection_model_selection_changed(GTK_SELECTION_MODEL(self), first, last - first + 1);
    if (self->changed) self->changed(self->data);
  }
  gtk_bitset_unref(changed);
}

static void ck_row_model_replace_selection(CkRowModel *self, GtkBitset *selection) {
  GtkBitset *before = self->selected;
  self->selected = selection;
  ck_row_model_notify_selection(self, before);
  gtk_bitset_unref(before);
}

/* Every selection change the list view makes (a click, Ctrl-click, Shift-click, the keyboard,
 * Ctrl-A) arrives here: the default implementations of the other selection calls call this one. */
static gboolean ck_row_model_set_selection(GtkSelectionModel *model, GtkBitset *selected, GtkBitset *mask) {
  CkRowModel *self = CK_ROW_MODEL(model);
  GtkBitset *proposed = gtk_bitset_copy(self->selected);
  gtk_bitset_subtract(proposed, mask);
  GtkBitset *chosen = gtk_bitset_copy(selected);
  gtk_bitset_intersect(chosen, mask);
  gtk_bitset_union(proposed, chosen);
  gtk_bitset_unref(chosen);
  GtkBitset *allowed = proposed;
  if (self->propose) {
    allowed = self->propose(proposed, self->selected, self->data);
    gtk_bitset_unref(proposed);
  }
  gtk_bitset_remove_range_closed(allowed, self->count, G_MAXUINT);
  ck_row_model_replace_selection(self, allowed);
  return TRUE;
}

static void ck_row_model_selection_model_init(GtkSelectionModelInterface *iface) {
  iface->is_selected = ck_row_model_is_selected;
  iface->get_selection_in_range = ck_row_model_get_selection_in_range;
  iface->set_selection = ck_row_model_set_selection;
}

static void ck_row_model_finalize(GObject *object) {
  CkRowModel *self = CK_ROW_MODEL(object);
  gtk_bitset_unref(self->selected);
  if (self->destroy) self->destroy(self->data);
  G_OBJECT_CLASS(ck_row_model_parent_class)->finalize(object);
}

static void ck_row_model_class_init(CkRowModelClass *class) {
  G_OBJECT_CLASS(class)->finalize = ck_row_model_finalize;
}

static void ck_row_model_init(CkRowModel *self) { self->selected = gtk_bitset_new_empty(); }

CkRowModel *ck_row_model_new(CkSelectionProposal propose, CkSelectionChanged changed, gpointer data,
                             GDestroyNotify destroy) {
  CkRowModel *self = g_object_new(CK_TYPE_ROW_MODEL, NULL);
  self->propose = propose;
  self->changed = changed;
  self->data = data;
  self->destroy = destroy;
  return self;
}

void ck_row_model_splice(CkRowModel *self, guint position, guint removed, guint added) {
  g_return_if_fail(position + removed <= self->count);
  if (removed == 0 && added == 0) return;
  GtkBitset *before = gtk_bitset_copy(self->selected);
  self->count = self->count - removed + added;
  gtk_bitset_splice(self->selected, position, removed, added);
  g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
  /* Rows after the change keep their selection at new indexes; only rows that came or went count
   * as a change of selection. */
  GtkBitset *shifted = gtk_bitset_copy(before);
  gtk_bitset_splice(shifted, position, removed, added);
  gboolean lost = gtk_bitset_get_size(shifted) != gtk_bitset_get_size(before);
  gtk_bitset_unref(shifted);
  gtk_bitset_unref(before);
  if (lost && self->changed) self->changed(self->data);
}

void ck_row_model_move(CkRowModel *self, guint from, guint to) {
  g_return_if_fail(from < self->count && to < self->count);
  if (from == to) return;
  gboolean selected = gtk_bitset_contains(self->selected, from);
  self->count -= 1;
  gtk_bitset_splice(self->selected, from, 1, 0);
  g_list_model_items_changed(G_LIST_MODEL(self), from, 1, 0);
  self->count += 1;
  gtk_bitset_splice(self->selected, to, 0, 1);
  if (selected) gtk_bitset_add(self->selected, to);
  g_list_model_items_changed(G_LIST_MODEL(self), to, 0, 1);
}

void ck_row_model_rebind(CkRowModel *self, guint position, guint count) {
  g_return_if_fail(position + count <= self->count);
  if (count > 0) g_list_model_items_changed(G_LIST_MODEL(self), position, count, count);
}

void ck_row_model_reset(CkRowModel *self, guint count) {
  guint old = self->count;
  GtkBitset *before = gtk_bitset_copy(self->selected);
  self->count = count;
  if (count < old) gtk_bitset_remove_range(self->selected, count, old - count);
  g_list_model_items_changed(G_LIST_MODEL(self), 0, old, count);
  ck_row_model_notify_selection(self, before);
  gtk_bitset_unref(before);
}

const GtkBitset *ck_row_model_get_selected(CkRowModel *self) { return self->selected; }

void ck_row_model_select(CkRowModel *self, const GtkBitset *rows) {
  GtkBitset *selection = gtk_bitset_copy(rows);
  if (self->count > 0) gtk_bitset_remove_range_closed(selection, self->count, G_MAXUINT);
  else gtk_bitset_remove_all(selection);
  ck_row_model_replace_selection(self, selection);
}

static CkDraggedRow *ck_dragged_row_copy(CkDraggedRow *row) { return g_memdup2(row, sizeof(CkDraggedRow)); }

G_DEFINE_BOXED_TYPE(CkDraggedRow, ck_dragged_row, ck_dragged_row_copy, g_free)
