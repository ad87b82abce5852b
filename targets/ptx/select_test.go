package ptx

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify"
)

// selTypes are the element types a neutral min/max may have.
var selTypes = []ir.ElemType{ir.F16, ir.BF16, ir.F32, ir.F64, ir.F16x2, ir.BF16x2, ir.F32x2,
	ir.S16, ir.U16, ir.S32, ir.U32, ir.S64, ir.U64, ir.S16x2, ir.U16x2}

// selVersions are the -ptx values a target is tried with: none (its least
// version) and every version a form of the table needs, so that each gate
// is seen open and closed.
func selVersions() []string {
	vs := []string{""}
	seen := map[Version]bool{}
	for _, f := range Forms() {
		if !seen[f.PTX] {
			seen[f.PTX] = true
			vs = append(vs, f.PTX.String())
		}
	}
	return vs
}

// A selCell is one neutral min/max the backend may be asked to lower.
type selCell struct {
	kind  ir.MinMaxKind
	nan   ir.NaNPolicy
	typ   ir.ElemType
	ftz   bool
	arity int
	m     *ir.Module
}

// selCells parses one kernel per (kind, policy, type, ftz, arity); which
// of them a target accepts is verify.Module's to say.
func selCells(t *testing.T) []selCell {
	var cells []selCell
	for _, ty := range selTypes {
		for _, kind := range []ir.MinMaxKind{ir.Max, ir.Min} {
			for nan := ir.Number; nan <= ir.NNaN; nan++ {
				for _, ftz := range []bool{false, true} {
					for _, arity := range []int{2, 3} {
						attrs := []string{"nan = " + nan.String()}
						if ftz {
							attrs = append(attrs, "ftz")
						}
						srcs := "%a, %b"
						if arity == 3 {
							srcs += ", %a"
						}
						at := ""
						if len(attrs) > 0 {
							at = " {" + strings.Join(attrs, ", ") + "}"
						}
						src := fmt.Sprintf("kernel @k(%%A: global %[1]s[2,1], %%Out: global %[1]s[2,1]) grid(1) block(1) {\n"+
							"  %%a = alloc.local %[1]s[2,1]\n  %%b = alloc.local %[1]s[2,1]\n  %%a = load %%A\n  %%b = load %%A\n"+
							"  %%b = %[2]s %[3]s%[4]s\n  store %%Out, %%b\n}\n", ty, kind, srcs, at)
						m, err := ir.Parse("cell.tile", []byte(src))
						require.NoError(t, err, src)
						cells = append(cells, selCell{kind, nan, ty, ftz, arity, m})
					}
				}
			}
		}
	}
	return cells
}

func (c selCell) op() *ir.MinMax {
	for _, op := range c.m.Kernels[0].Body {
		if o, ok := op.(*ir.MinMax); ok {
			return o
		}
	}
	panic("no min/max")
}

// TestSelectTable checks the selection table as data: each float row's
// models are the declared operation of its policy (semantics.DeclaredFloat)
// with two inputs, and take the lane types the row serves; integer rows
// have none; on every target and version exactly one row fits each
// min/max verify accepts, and it is the row the plan interprets; every row
// is used somewhere.
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
		assert.Equal(t, r.SNaN, slices.Contains(r.Policies, ir.IEEE2008), "row %s: the sNaN wrapper is ieee2008's", r.ID)
		assert.False(t, r.SNaN && r.FTZ, "row %s: ieee2008 keeps subnormals (maxNum does not flush)", r.ID)
		assert.False(t, r.Native3 && !slices.Equal(r.Types, []ir.ElemType{ir.F32}), "row %s: only f32 has three-input forms", r.ID)
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
				for _, ty := range r.Types {
					st, err := semantics.ParseType(ty.Lane().String())
					require.NoError(t, err)
					assert.True(t, ref.Model().Supports(st), "row %s: %s does not take %s", r.ID, ref, ty)
				}
			}
		}
	}

	cells := selCells(t)
	used := map[string]int{}
	n := 0
	for _, a := range Archs() {
		for _, v := range selVersions() {
			b, err := New(a.Name, v)
			if err != nil {
				continue // older than the target
			}
			for _, c := range cells {
				if len(verify.Module(c.m, b)) > 0 {
					continue
				}
				n++
				o := c.op()
				_, lane := b.stepLane(o)
				var fit []string
				for i := range selTable() {
					if b.fits(&selTable()[i], c.kind.String(), c.nan, lane, c.ftz) {
						fit = append(fit, selTable()[i].ID)
					}
				}
				what := fmt.Sprintf("%s: %s of %s (lane %s) with nan = %s, ftz %v", b.Name(), c.kind, c.typ, lane, c.nan, c.ftz)
				if !assert.Len(t, fit, 1, "%s: rows %v", what, fit) {
					continue
				}
				used[fit[0]]++
				p := b.planMinMax(o)
				require.NotNil(t, p.step.row, what)
				assert.Equal(t, fit[0], p.step.row.ID, what)
				if p.native3 != nil {
					assert.True(t, c.arity == 3 && p.step.row.Native3, "%s: a three-input form outside a Native3 row", what)
				}
			}
		}
	}
	for _, r := range selTable() {
		assert.NotZero(t, used[r.ID], "row %s fits no (target, version, policy, type, ftz)", r.ID)
	}
	t.Logf("%d cells, rows used: %v", n, used)
}

// TestSelectTableSources: every row cites docs/reference/ptx.md, and each
// section it names is a heading there (internal/citations checks the same
// for every citation in the tree).
func TestSelectTableSources(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("../..", "docs/reference/ptx.md"))
	require.NoError(t, err)
	heads := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^#{2,4} (\d+(?:\.\d+)*)\.? `).FindAllStringSubmatch(string(doc), -1) {
		heads[m[1]] = true
	}
	require.NotEmpty(t, heads)
	sect := regexp.MustCompile(`§(\d+(?:\.\d+)*)`)
	for _, r := range selTable() {
		require.True(t, strings.HasPrefix(r.Source, "docs/reference/ptx.md §"), "row %s: %q", r.ID, r.Source)
		refs := sect.FindAllStringSubmatch(r.Source, -1)
		require.NotEmpty(t, refs, r.ID)
		for _, m := range refs {
			assert.True(t, heads[m[1]], "row %s cites §%s, which docs/reference/ptx.md does not have", r.ID, m[1])
		}
	}
}

// TestSelectRows spot-checks cells against docs/reference/ptx.md §1.2 and
// §7: max.NaN.f32 and the half forms from sm_80 (PTX 7.0), the propagate
// expansion below sm_80 and for every f64, halves through f32 below sm_80.
func TestSelectRows(t *testing.T) {
	for _, tt := range []struct {
		arch string
		kind string
		nan  ir.NaNPolicy
		typ  ir.ElemType
		ftz  bool
		row  string
	}{
		{"sm_80", "max", ir.Propagate, ir.F32, false, "P1"},
		{"sm_80", "min", ir.Propagate, ir.F32, true, "P1"},
		{"sm_75", "max", ir.Propagate, ir.F32, false, "P2"},
		{"sm_120", "max", ir.Propagate, ir.F64, false, "P3"},
		{"sm_70", "max", ir.Number, ir.F16, false, "N4"},
		{"sm_80", "max", ir.Number, ir.BF16, false, "N3"},
		{"sm_75", "min", ir.Propagate, ir.BF16, false, "P5"},
		{"sm_90", "max", ir.IEEE2008, ir.F16, false, "E2"},
		{"sm_70", "max", ir.IEEE2008, ir.BF16, false, "E3"},
		{"sm_70", "max", ir.Number, ir.S64, false, "I1"},
	} {
		b, err := New(tt.arch, "")
		require.NoError(t, err)
		r := b.selectRow(tt.kind, tt.nan, tt.typ, tt.ftz)
		if assert.NotNil(t, r, "%+v", tt) {
			assert.Equal(t, tt.row, r.ID, "%+v", tt)
		}
	}
}
