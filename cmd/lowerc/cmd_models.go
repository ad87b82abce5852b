package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/semantics"
)

func init() {
	register(&command{
		name:  "models",
		usage: "models [SUBSTRING]",
		short: "list the min/max semantics models with a description and source",
		run:   runModels,
	})
}

// runModels prints one line per model: name, kind, types, description (with
// its parameters) and source, tab-separated.
func runModels(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("models", stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 1 {
		return fs.argError("want at most one substring, got %d arguments", fs.NArg())
	}
	filter := fs.Arg(0)
	var b strings.Builder
	n := 0
	for _, m := range semantics.Models() {
		if filter != "" && !strings.Contains(m.Name(), filter) {
			continue
		}
		kind := "function"
		if m.IsRelation() {
			kind = "relation"
		}
		types := make([]string, 0, len(m.Types()))
		for _, t := range m.Types() {
			types = append(types, t.String())
		}
		desc := m.Description()
		if ps := m.Params(); len(ps) > 0 {
			names := make([]string, len(ps))
			for i, p := range ps {
				names[i], _, _ = strings.Cut(p, " (")
			}
			desc += " [params: " + strings.Join(names, ", ") + "]"
		}
		fmt.Fprintf(&b, "%s\t%s\t%d inputs\t%s\t%s\tsource: %s\n", m.Name(), kind, m.Arity(), strings.Join(types, ","), desc, m.Source())
		n++
	}
	if n == 0 {
		fmt.Fprintf(stderr, "lowerc models: no model name contains %q\n", filter)
		return 1
	}
	io.WriteString(stdout, b.String())
	return 0
}
