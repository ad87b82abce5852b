package llvm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDeclaredModelsResolve: every semantics key of the table names a
// contract of semantics.Declared (the mapping table prints them).
func TestDeclaredModelsResolve(t *testing.T) {
	keys := append([]string{"int"}, SemKeys...)
	for _, r := range Mapping {
		keys = append(keys, r.Sems...)
	}
	for _, k := range keys {
		m := DeclaredModel(k)
		assert.False(t, strings.HasPrefix(m, "unknown"), "%s: %s", k, m)
		assert.Equal(t, strings.HasSuffix(k, "+nsz") && !strings.HasPrefix(k, "ieee2008"), strings.HasSuffix(m, "±0 either"), k)
	}
	assert.True(t, strings.HasPrefix(DeclaredModel("number+fast"), "unknown"))
}
