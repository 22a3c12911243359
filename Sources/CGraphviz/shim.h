#ifndef COORDLINT_CGRAPHVIZ_SHIM_H
#define COORDLINT_CGRAPHVIZ_SHIM_H
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#endif
