package lower

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// selLanes are the element types of min/max the backend may lower, with
// the type the selection table sees for them (f32x2 and bf16 are selected
// as f32 lanes) and the semantics type of that lane (0: integer).
var selLanes = map[ir.ElemType]struct {
	sel ir.ElemType
	st  semantics.Type
}{
	ir.F16: {ir.F16, semantics.F16}, ir.F32: {ir.F32, semantics.F32}, ir.F64: {ir.F64, semantics.F64},
	ir.F16x2: {ir.F16x2, semantics.F16}, ir.F32x2: {ir.F32, semantics.F32}, ir.BF16: {ir.F32, semantics.F32},
	ir.BF16x2: {ir.F32, semantics.F32},
	ir.S16:    {ir.S16, 0}, ir.U16: {ir.U16, 0}, ir.S32: {ir.S32, 0}, ir.U32: {ir.U32, 0}, ir.S16x2: {ir.S16x2, 0},
	ir.U16x2: {ir.U16x2, 0}, ir.S64: {ir.S64, 0}, ir.U64: {ir.U64, 0},
}

// TestSelectTable checks the selection table as data: each float row's
// models are the declared operation of its policy (semantics.DeclaredFloat)
// with two inputs on the lane types it serves, integer rows have none, and
// on every generation and mode exactly one row fits each (policy, type)
// that CheckOp accepts; every row is used somewhere.
func TestSelectTable(t *testing.T) {
	ids := map[string]bool{}
	for _, r := range selTable() {
		assert.False(t, ids[r.ID], "row %s twice", r.ID)
		ids[r.ID] = true
		assert.NotZero(t, r.Seq, r.ID)
		require.NotEmpty(t, r.Types, r.ID)
		for _, ty := range r.Types {
			assert.Equal(t, r.Policies == nil, ty.IsInt(), "row %s: %s", r.ID, ty)
		}
		if r.Policies == nil {
			assert.True(t, r.Model.IsZero() && r.MinModel.IsZero(), "integer row %s names a model", r.ID)
			continue
		}
		for _, p := range r.Policies {
			for kind, ref := range map[ir.MinMaxKind]semantics.Ref{ir.Max: r.Model, ir.Min: r.MinModel} {
				require.False(t, ref.IsZero(), "row %s: no %s model", r.ID, kind)
				want, err := semantics.DeclaredFloat(kind, p)
				require.NoError(t, err)
				assert.Equal(t, want.Name(), ref.Name(), "row %s: %s with nan = %s", r.ID, kind, p)
				assert.Equal(t, 2, ref.Model().Arity(), "row %s", r.ID)
			}
		}
	}
	used := map[string]int{}
	cells := 0
	for _, g := range amdgcn.Generations() {
		for _, ieee := range []bool{true, false} {
			if !ieee && !hasModeBits(g) {
				continue
			}
			b, err := New(Options{Gen: g, IEEE: ieee})
			require.NoError(t, err)
			for ty, sl := range selLanes {
				for _, kind := range []ir.MinMaxKind{ir.Max, ir.Min} {
					for p := ir.Number; p <= ir.NNaN; p++ {
						mm := &ir.MinMax{Kind: kind, NaN: p}
						if b.checkMinMax(mm, ty) != nil {
							continue
						}
						cells++
						var fit []string
						for i := range selTable() {
							if b.fits(&selTable()[i], kind, p, sl.sel) {
								fit = append(fit, selTable()[i].ID)
							}
						}
						if !assert.Len(t, fit, 1, "%s: %s of %s with nan = %s: rows %v", b.Name(), kind, ty, p, fit) {
							continue
						}
						used[fit[0]]++
						r := b.selectRow(kind, p, sl.sel)
						if sl.st != 0 {
							assert.True(t, r.Model.Model().Supports(sl.st), "row %s: %s does not take %s", r.ID, r.Model, ty)
						}
					}
				}
			}
		}
	}
	for _, r := range selTable() {
		assert.NotZero(t, used[r.ID], "row %s fits no (generation, mode, policy, type)", r.ID)
	}
	t.Logf("%d cells, rows used: %v", cells, used)
}

// TestSelectTableSources: every row cites docs/reference/amdgpu.md, and
// each section it names is a heading there.
func TestSelectTableSources(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("../../..", "docs/reference/amdgpu.md"))
	require.NoError(t, err)
	heads := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^#{2,4} (\d+(?:\.\d+)*)\.? `).FindAllStringSubmatch(string(doc), -1) {
		heads[m[1]] = true
	}
	require.NotEmpty(t, heads)
	sect := regexp.MustCompile(`§(\d+(?:\.\d+)*)`)
	for _, r := range selTable() {
		require.True(t, strings.HasPrefix(r.Source, "docs/reference/amdgpu.md §"), "row %s: %q", r.ID, r.Source)
		refs := sect.FindAllStringSubmatch(r.Source, -1)
		require.NotEmpty(t, refs, r.ID)
		for _, m := range refs {
			assert.True(t, heads[m[1]], "row %s cites §%s, which docs/reference/amdgpu.md does not have", r.ID, m[1])
		}
	}
}

// TestHazardNames: every typed hazard is one package amdgcn's generation
// data has somewhere, with wait states.
func TestHazardNames(t *testing.T) {
	for h := hazard(0); h < numHazards; h++ {
		found := false
		for _, g := range amdgcn.Generations() {
			found = found || h.waitStates(g) > 0
		}
		assert.True(t, found, "hazard %s is on no generation", h)
	}
	assert.Equal(t, 2, hazardVALUWriteSGPR.waitStates(amdgcn.Gen(amdgcn.GFX942)))
	assert.Zero(t, hazardVALUWriteSGPR.waitStates(amdgcn.Gen(amdgcn.GFX90A)))
}
