package main

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/internal/diag"
	"github.com/lowerc/lowerc/semantics"
)

// lookupModel is semantics.Lookup with a did-you-mean hint for a misspelt
// model name (parameters such as ":ieee=0" are kept out of the comparison).
// Commands that take model names (eval, compare) use it.
func lookupModel(name string) (*semantics.Model, error) {
	m, err := semantics.Lookup(name)
	if err == nil {
		return m, nil
	}
	base := name
	if i := strings.Index(base, "="); i >= 0 {
		if j := strings.LastIndex(base[:i], ":"); j >= 0 {
			base = base[:j]
		}
	}
	var names []string
	for _, m := range semantics.Models() {
		names = append(names, m.Name())
	}
	if hint := diag.DidYouMean(base, names); hint != "" {
		return nil, fmt.Errorf("%v%s", err, hint)
	}
	return nil, err
}
