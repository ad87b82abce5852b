package llvm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/lowerc/lowerc/semantics"
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

// TestRowModels: every row whose IR is an LLVM intrinsic names its typed
// model, a two-input model of the row's float lanes, and the table prints
// that model; PTX-asm and integer rows name none.
func TestRowModels(t *testing.T) {
	for _, r := range Mapping {
		m := r.Model()
		switch r.form {
		case fMaxnum, fIEEE2008, fMaxnumSign, fMaximum:
			if !assert.False(t, m.IsZero(), r.ID) {
				continue
			}
			assert.Equal(t, 2, m.Model().Arity(), r.ID)
			assert.True(t, strings.HasPrefix(r.IRModel(), m.Name()), r.ID)
			for _, l := range r.Lanes {
				lt := l.Lane()
				st, err := semantics.ParseType(lt.String())
				if assert.NoError(t, err, r.ID) {
					assert.True(t, m.Model().Supports(st), "%s: %s on %s", r.ID, m.Name(), lt)
				}
			}
		default:
			assert.True(t, m.IsZero(), r.ID)
		}
	}
}
