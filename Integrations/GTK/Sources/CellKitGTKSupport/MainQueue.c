#include "CellKitGTKSupport.h"
#include <glib-unix.h>
#include <sys/eventfd.h>

/* libdispatch's hooks for a run loop that serves the main queue (CoreFoundation's on Linux): an
 * eventfd that becomes readable when the main queue has work, and the call that runs that work. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean ck_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
  eventfd_t count;
  eventfd_read(fd, &count);
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

guint ck_main_queue_attach(void) {
  static guint source = 0;
  if (source == 0) source = g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, ck_main_queue_ready, NULL);
  return source;
}
