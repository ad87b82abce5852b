package lower

import (
	"strings"
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// TestModelsKnownToSemantics: every semantics model a lowering names (for
// every generation and mode of the corpus) is one package semantics has.
func TestModelsKnownToSemantics(t *testing.T) {
	seen := map[string]bool{}
	var missing []string
	for _, g := range amdgcn.Generations() {
		for _, p := range corpusPrograms(t, g) {
			for _, k := range p.Kernels {
				for _, n := range k.Notes {
					for _, m := range n.Sel.Models {
						if seen[m] {
							continue
						}
						seen[m] = true
						if _, err := semantics.Lookup(m); err != nil {
							if strings.HasPrefix(n.Sel.Recipe, "atom ") {
								missing = append(missing, m) // an atom outside package semantics' scope
								continue
							}
							t.Errorf("%s: %s names model %s: %v", n.Pos, n.Op, m, err)
						}
					}
				}
			}
		}
	}
	if len(seen) < 100 {
		t.Errorf("only %d distinct models named; the corpus should name every min/max form", len(seen))
	}
	t.Logf("%d distinct models named; atoms whose model package semantics lacks: %v", len(seen), missing)
}
