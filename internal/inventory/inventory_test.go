package inventory

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/semantics/modelid"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/ptx"
)

// knownGaps are the rows without a model and the models without a row on
// the day this test was written, each with the reason. The test fails when a
// gap closes, so that its entry is removed with it.
var knownGaps = map[string]string{
	// PTX ISA 9.2 .u8x4/.s8x4 min/max (sm_120f family, docs/reference/ptx.md table 1.2)
	// are models; the form table has no rows for them.
	"ptx:max.s8x4": "no PTX form row", "ptx:min.s8x4": "no PTX form row",
	"ptx:max.u8x4": "no PTX form row", "ptx:min.u8x4": "no PTX form row",
	"ptx:max.relu.s8x4": "no PTX form row", "ptx:min.relu.s8x4": "no PTX form row",
}

// listed is what lowerc models prints: every model at its defaults, by name.
func listed() map[string]*semantics.Model {
	m := map[string]*semantics.Model{}
	for _, x := range semantics.Models() {
		m[x.Name()] = x
	}
	return m
}

// sameOnGrid evaluates a and b on type t over the class grid of package
// semantics (all pairs; for three inputs, all pairs with every third grid
// value as the third input) and returns the first input where the results
// differ, or "".
func sameOnGrid(t semantics.Type, a, b *semantics.Model) (string, error) {
	g := semantics.Grid(t)
	var cs []uint64
	if a.Arity() == 3 {
		for i := 0; i < len(g); i += 3 {
			cs = append(cs, g[i])
		}
	} else {
		cs = []uint64{0}
	}
	for _, x := range g {
		for _, y := range g {
			for _, z := range cs {
				ra, err := a.Eval(t, x, y, z)
				if err != nil {
					return "", fmt.Errorf("%s: %v", a.Name(), err)
				}
				rb, err := b.Eval(t, x, y, z)
				if err != nil {
					return "", fmt.Errorf("%s: %v", b.Name(), err)
				}
				if !ra.Equal(t, rb) {
					in := fmt.Sprintf("(%#x, %#x", x, y)
					if a.Arity() == 3 {
						in += fmt.Sprintf(", %#x", z)
					}
					return fmt.Sprintf("%s: %s gives %s, %s gives %s", in+")", a.Name(), ra.String(t), b.Name(), rb.String(t)), nil
				}
			}
		}
	}
	return "", nil
}

// TestPTXFormsHaveTheirModels walks every min/max row of the PTX form table:
// the row's model (Form.Model, a modelid.PTX, resolved by semantics.PTXRef) exists,
// takes the row's number of inputs and the row's type (first), and
// evaluates on the class grid as the model lowerc models lists under the
// row's spelling ("ptx:" + Op, with inputs=3 for a three-input row whose
// listed default has two). Every ptx: model lowerc models lists is a row.
func TestPTXFormsHaveTheirModels(t *testing.T) {
	list := listed()
	rows := map[string]bool{}
	n := 0
	for _, f := range ptx.Forms() {
		if !f.MinMax() {
			continue
		}
		n++
		what := fmt.Sprintf("PTX row %s (%d inputs)", f.Op, f.NSrc)
		ref := semantics.PTXRef(f.Model)
		if !assert.False(t, ref.IsZero(), "%s: model %s does not resolve", what, f.Model) {
			continue
		}
		m := ref.Model()
		assert.Equal(t, f.NSrc, m.Arity(), "%s: model %s arity", what, ref)
		typ, err := semantics.ParseType(f.Type)
		require.NoError(t, err, "%s: type %s", what, f.Type)
		assert.Equal(t, typ, m.DefaultType(), "%s: model %s type", what, ref)

		name := "ptx:" + f.Op
		rows[name] = true
		l := list[name]
		if !assert.NotNil(t, l, "%s: lowerc models lists no %s", what, name) {
			continue
		}
		if l.Arity() != f.NSrc {
			l, err = semantics.Lookup(fmt.Sprintf("%s:inputs=%d", name, f.NSrc))
			if !assert.NoError(t, err, "%s: %s with %d inputs", what, name, f.NSrc) {
				continue
			}
		}
		diff, err := sameOnGrid(typ, m, l)
		require.NoError(t, err, what)
		assert.Empty(t, diff, "%s: the row's model and the listed model differ", what)
	}
	assert.GreaterOrEqual(t, n, 100, "PTX min/max rows walked")
	// The model-only descriptors of package modelid are the known gaps.
	for _, d := range modelid.PTXModels() {
		_, gap := knownGaps[d.Name]
		assert.Equal(t, !d.Row, gap, "%s: a model without a form row exactly when it is a known gap", d.Name)
	}
	for name := range list {
		if !strings.HasPrefix(name, "ptx:") {
			continue
		}
		if gap, ok := knownGaps[name]; ok {
			assert.False(t, rows[name], "%s is a row now (known gap %q): remove it from knownGaps", name, gap)
		} else if !rows[name] {
			t.Errorf("lowerc models lists %s, which no PTX form row spells", name)
		}
	}
}

// amdMinMax reports whether an AMD instruction key is of the min/max family
// that package semantics models (v_max*, v_min*, v_med3*, v_maximum*, …,
// packed forms included).
func amdMinMax(key string) bool {
	k := strings.TrimPrefix(key, "pk_")
	return strings.HasPrefix(k, "max") || strings.HasPrefix(k, "min") || strings.HasPrefix(k, "med3")
}

// amdType is the semantics type of an AMD min/max instruction, from the
// encoder's operand type (and the key's _i/_u suffix for integers).
func amdType(d *amdgcn.InstDef) (semantics.Type, error) {
	signed := strings.HasSuffix(d.Key, "_i16") || strings.HasSuffix(d.Key, "_i32")
	switch d.Dst {
	case amdgcn.TF16:
		return semantics.F16, nil
	case amdgcn.TF32:
		return semantics.F32, nil
	case amdgcn.TF64:
		return semantics.F64, nil
	case amdgcn.TV2F16:
		return semantics.F16x2, nil
	case amdgcn.TB32:
		if signed {
			return semantics.S32, nil
		}
		return semantics.U32, nil
	case amdgcn.TI16:
		if signed {
			return semantics.S16, nil
		}
		return semantics.U16, nil
	case amdgcn.TV2I16:
		if signed {
			return semantics.S16x2, nil
		}
		return semantics.U16x2, nil
	}
	return 0, fmt.Errorf("operand type %d has no semantics type", d.Dst)
}

// amdArity is the number of sources of an instruction shape.
func amdArity(s amdgcn.Shape) int {
	switch s {
	case amdgcn.ShapeBinary, amdgcn.ShapePk2:
		return 2
	case amdgcn.ShapeTernary, amdgcn.ShapePk3:
		return 3
	}
	return 0
}

// amdRowRef is the model reference of an AMD form row: its typed
// identifier (Form.Model) resolved on the row's generation.
func amdRowRef(g *amdgcn.Generation, f *amdgcn.Form) (semantics.Ref, error) {
	if f.Model == 0 {
		return semantics.Ref{}, fmt.Errorf("the row names no model")
	}
	r := semantics.AMDRef(g.Name, f.Model)
	if r.IsZero() {
		return r, fmt.Errorf("model %s does not resolve on %s", f.Model, g.Name)
	}
	return r, nil
}

// TestAMDFormsHaveTheirModels walks every min/max row of the AMD form table
// of every generation: the row's model (Form.Model, a modelid.AMD, resolved
// by semantics.AMDRef on the row's generation) exists, takes as many inputs as the
// encoder's operand shape has sources and the encoder's operand type, and
// evaluates on the class grid as the listed model of the row's name. Rows of
// one instruction on generations of one encoding family (gfx908 = gfx90a =
// gfx942 = gfx950, gfx1010 = gfx1030, gfx1100 = gfx1150, gfx1200 = gfx1201,
// docs/reference/amdgpu.md §3) must evaluate alike. Every amdgcn: model lowerc models lists
// is a row.
func TestAMDFormsHaveTheirModels(t *testing.T) {
	list := listed()
	defs := map[string]*amdgcn.InstDef{}
	for _, d := range amdgcn.Defs {
		defs[d.Key] = d
	}
	type famKey struct {
		fam amdgcn.Family
		key string
	}
	first := map[famKey]*semantics.Model{} // first model seen per family and instruction
	done := map[string]bool{}              // models already evaluated (VOP2 and VOP3 rows share one)
	rows := map[string]bool{}
	n := 0
	for _, g := range amdgcn.Generations() {
		for i := range amdgcn.Forms() {
			f := &amdgcn.Forms()[i]
			if f.Gen != g.ID {
				continue
			}
			if !amdMinMax(f.Key) {
				assert.Zero(t, f.Model, "AMD row %s %s is not a min/max and names model %s", g.Name, f.Name, f.Model)
				continue
			}
			n++
			what := fmt.Sprintf("AMD row %s %s (%s)", g.Name, f.Name, f.Enc)
			d := defs[f.Key]
			require.NotNil(t, d, "%s: no InstDef %s", what, f.Key)
			ref, err := amdRowRef(g, f)
			if gap, ok := knownGaps["amdgcn:"+g.Name+":"+f.Name]; ok {
				assert.Error(t, err, "%s has a model now (known gap %q): remove it from knownGaps", what, gap)
				continue
			}
			if !assert.NoError(t, err, what) {
				continue
			}
			m := ref.Model()
			rows[ref.Name()] = true
			assert.Equal(t, amdArity(d.Shape), m.Arity(), "%s: model %s arity", what, ref)
			typ, err := amdType(d)
			if !assert.NoError(t, err, what) {
				continue
			}
			assert.Equal(t, typ, m.DefaultType(), "%s: model %s type", what, ref)
			if done[ref.Name()+f.Name] {
				continue
			}
			done[ref.Name()+f.Name] = true
			l := list["amdgcn:"+g.Name+":"+f.Name]
			if !assert.NotNil(t, l, "%s: lowerc models lists no amdgcn:%s:%s", what, g.Name, f.Name) {
				continue
			}
			diff, err := sameOnGrid(typ, m, l)
			require.NoError(t, err, what)
			assert.Empty(t, diff, "%s: the row's model and the listed model differ", what)

			fk := famKey{g.Family, f.Key}
			if p := first[fk]; p == nil {
				first[fk] = m
			} else {
				diff, err := sameOnGrid(typ, p, m)
				require.NoError(t, err, what)
				assert.Empty(t, diff, "%s: differs from the same instruction on another %s generation", what, g.Family)
			}
		}
	}
	assert.Greater(t, n, 300, "AMD min/max rows walked")
	// GFX12's SALU float min/max rows (SOP2 s_max_num_f32 …) carry no
	// Form.Model: their models are the V_ forms' rules on a scalar, listed
	// under the row's name (semantics/amdgcn.go amdScalarForms). Each
	// such listed model must be a row of that generation, of two f32 inputs.
	scalar := 0
	for _, g := range amdgcn.Generations() {
		for i := range amdgcn.Forms() {
			f := &amdgcn.Forms()[i]
			if f.Gen != g.ID || !strings.HasPrefix(f.Key, "s_") {
				continue
			}
			name := "amdgcn:" + g.Name + ":" + f.Name
			m := list[name]
			if m == nil {
				continue
			}
			d := defs[f.Key]
			require.NotNil(t, d, "%s: no InstDef %s", name, f.Key)
			assert.Equal(t, amdgcn.ShapeSOP2, d.Shape, "%s: a SALU min/max", name)
			assert.Equal(t, 2, m.Arity(), name)
			typ, err := amdType(d)
			if assert.NoError(t, err, name) {
				assert.Equal(t, typ, m.DefaultType(), "%s: model type", name)
			}
			rows[name] = true
			scalar++
		}
	}
	assert.Equal(t, 8, scalar, "the SALU float min/max rows of gfx1200 and gfx1201")
	var orphans []string
	for name := range list {
		// canonicalize_* are sequences (v_max x, x), not instructions.
		if strings.HasPrefix(name, "amdgcn:") && !strings.Contains(name, ":canonicalize_") && !rows[name] {
			orphans = append(orphans, name)
		}
	}
	sort.Strings(orphans)
	assert.Empty(t, orphans, "lowerc models lists amdgcn models that no AMD form row has")
}

// TestPTXModifierOrderOnce: the PTX form table (ptx.Canonical) and package
// semantics (Lookup's normalization) canonicalize every permutation of the
// modifiers of every PTX model to the same spelling, the one the model's
// descriptor has (both use modelid.SpellPTX, the one place the order is
// coded).
func TestPTXModifierOrderOnce(t *testing.T) {
	n := 0
	for _, d := range modelid.PTXModels() {
		spell := strings.TrimSuffix(strings.TrimPrefix(d.Name, "ptx:"), ":inputs=3")
		parts := strings.Split(spell, ".")
		mods := parts[1 : len(parts)-1]
		permute(mods, func(p []string) {
			n++
			s := strings.Join(append(append([]string{d.Op}, p...), d.Type), ".")
			c, err := ptx.Canonical(s)
			if assert.NoError(t, err, s) {
				assert.Equal(t, spell, c, "ptx.Canonical(%s)", s)
			}
			name := "ptx:" + s
			if d.Inputs == 3 && d.Mods&modelid.ModAbs == 0 {
				name += ":inputs=3"
			}
			m, err := semantics.Lookup(name)
			if assert.NoError(t, err, name) {
				assert.Equal(t, d.Name, m.Name(), "semantics.Lookup(%s)", name)
			}
		})
	}
	assert.Greater(t, n, len(modelid.PTXModels()), "permutations tried")
}

// permute calls f with every permutation of xs.
func permute(xs []string, f func([]string)) {
	var rec func(int)
	rec = func(k int) {
		if k == len(xs) {
			f(append([]string(nil), xs...))
			return
		}
		for i := k; i < len(xs); i++ {
			xs[k], xs[i] = xs[i], xs[k]
			rec(k + 1)
			xs[k], xs[i] = xs[i], xs[k]
		}
	}
	rec(0)
}
