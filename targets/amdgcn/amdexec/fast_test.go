package amdexec

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

// The value-slice path (fast.go) against the ordinary one: the same
// Cases built twice, the second with the path off, on the same inputs:
// the same results and the same errors, byte for byte.

// slowCases returns the Cases of m without the value-slice path.
func slowCases(t testing.TB, m *ir.Module, file string, code *Code, o tv.Options) []tv.Case {
	cs, err := CasesCode(m, file, code, o)
	require.NoError(t, err)
	for _, c := range cs {
		c.Func.(*caseFunc).fast = nil
	}
	return cs
}

// blockInputs returns inputs that exercise every shape of block the path
// folds: random tuples, rows (input 0 the same across a block), all inputs
// the same, input 1 the same, a block of a size that is not a multiple
// of the wave size, and sequences.
func blockInputs(typ semantics.Type, arity int, seed uint64, grid []uint64) [][]uint64 {
	r := rand.New(rand.NewPCG(seed, 7))
	pick := func() uint64 {
		if r.IntN(3) == 0 && len(grid) > 0 {
			return grid[r.IntN(len(grid))]
		}
		return r.Uint64() & typ.Mask()
	}
	in := make([][]uint64, arity)
	add := func(n int, same []bool) {
		var c [3]uint64
		for k := range c {
			c[k] = pick()
		}
		for i := 0; i < n; i++ {
			for k := 0; k < arity; k++ {
				x := c[k]
				if !same[k] {
					x = pick()
				}
				in[k] = append(in[k], x)
			}
		}
	}
	b := 256 // blocks of a Run of fewer than Block tuples: one block
	if *long {
		b = Block
	}
	add(b, []bool{false, false, false})
	add(b, []bool{true, false, false})
	add(b, []bool{false, true, true})
	add(b, []bool{true, true, true})
	add(b, []bool{true, true, false})
	add(100, []bool{true, false, false})
	// sequences (the exhaustive sweep's second inputs: vec.Seq16, the
	// sequence registers), input k counting up from y0 and the others one
	// value: at random, across +inf and the NaNs of f16, at the end of
	// the 16-bit values, and one that runs past it (not a sequence there);
	// each block one Run of requireSameRun (after random tuples to align)
	if k := len(in[0]) % b; k > 0 {
		add(b-k, []bool{false, false, false})
	}
	for _, y0 := range []int{r.IntN(1<<16 - b), 0x7c00 - b/2, 0xfc00 - b/2, 0x7e00 - 3, 1<<16 - b, 1<<16 - b/2} {
		for k := 0; k <= min(arity, 2); k++ { // k = 2: every input the sequence
			x := pick()
			for i := 0; i < b; i++ {
				for j := 0; j < arity; j++ {
					v := x
					if j == k || k == 2 {
						v = uint64(y0 + i)
					}
					in[j] = append(in[j], v&typ.Mask())
				}
			}
		}
	}
	return in
}

// gridOf returns the class grid of t's lanes (packed: in both lanes).
func gridOf(t semantics.Type) []uint64 {
	g := semantics.Grid(t.Lane())
	if !t.IsPacked() {
		return g
	}
	w := uint(t.Lane().Bits())
	var out []uint64
	for i, a := range g {
		out = append(out, a|g[(i*5+1)%len(g)]<<w)
	}
	return out
}

// blockParts splits n tuples into the Runs of requireSameRun: one Run
// with -long (blocks of Block), else Runs of 256 (one block each) and the
// rest.
func blockParts(n int) [][2]int {
	if *long {
		return [][2]int{{0, n}}
	}
	var out [][2]int
	for lo := 0; lo < n; lo += 256 {
		out = append(out, [2]int{lo, min(n, lo+256)})
	}
	return out
}

// requireSameRun runs fast and slow on in and requires the same results
// or the same error.
func requireSameRun(t testing.TB, fast, slow tv.Func, in [][]uint64, what string) {
	for _, part := range blockParts(len(in[0])) {
		ins := make([][]uint64, len(in))
		for k := range in {
			ins[k] = in[k][part[0]:part[1]]
		}
		n := part[1] - part[0]
		of, os := make([]uint64, n), make([]uint64, n)
		ef, es := fast.Run(ins, of), slow.Run(ins, os)
		if es != nil || ef != nil {
			require.Equal(t, fmt.Sprint(es), fmt.Sprint(ef), "%s: %s: errors", what, fast.Name())
			return
		}
		for i := range of {
			if of[i] != os[i] {
				x := make([]uint64, len(in))
				for k := range in {
					x[k] = ins[k][i]
				}
				t.Fatalf("%s: %s: tuple %d %#x: value-slice %#x, ordinary %#x", what, fast.Name(), part[0]+i, x, of[i], os[i])
			}
		}
	}
}

// corpusFiles returns the module's .tile files.
func corpusFiles(t testing.TB) []string {
	var files []string
	err := filepath.Walk("../../..", func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if fi.IsDir() && strings.HasPrefix(fi.Name(), ".") && p != "../../.." {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, ".tile") {
			files = append(files, p)
		}
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, files)
	return files
}

// fastConfigs is the generations and modes the corpus runs on: every
// generation with -long, one per family (and wave64 on one) by default.
func fastConfigs() []tv.Options {
	var out []tv.Options
	seen := map[amdgcn.Family]bool{}
	for _, g := range amdgcn.Generations() {
		if !*long && seen[g.Family] {
			continue
		}
		seen[g.Family] = true
		for _, noIEEE := range []bool{false, true} {
			out = append(out, tv.Options{Arch: g.Name, NoIEEE: noIEEE})
		}
		if g.Family != amdgcn.GFX9 && (*long || g.Family == amdgcn.GFX11) {
			out = append(out, tv.Options{Arch: g.Name, Wave64: true})
		}
	}
	return out
}

// verified reports whether m passes package verify for o's backend.
func verified(m *ir.Module, o tv.Options) bool {
	gen, err := amdgcn.ParseGeneration(o.Arch)
	if err != nil {
		return false
	}
	if o.Wave64 {
		if gen, err = gen.WithMAttr("+wavefrontsize64"); err != nil {
			return false
		}
	}
	b, err := lower.New(lower.Options{Gen: gen, IEEE: !o.NoIEEE})
	if err != nil {
		return false
	}
	return len(verify.Module(m, b)) == 0
}

// TestFastCasesEqual: every Case of the repository's .tile files, on
// every shape of input block, gives the same results on both paths; at
// least one Case of each config takes the value-slice path.
func TestFastCasesEqual(t *testing.T) {
	files := corpusFiles(t)
	for _, o := range fastConfigs() {
		if gen, _ := amdgcn.ParseGeneration(o.Arch); o.NoIEEE && !hasModeBits(gen) {
			continue // GFX12: no MODE.IEEE, nothing lowers with -ieee=0
		}
		name := o.Arch
		if o.NoIEEE {
			name += ":ieee=0"
		}
		if o.Wave64 {
			name += ":wave64"
		}
		t.Run(name, func(t *testing.T) {
			fastN := 0
			for fi, f := range files {
				src, err := os.ReadFile(f)
				require.NoError(t, err)
				m, err := ir.Parse(f, src)
				if err != nil || !verified(m, o) {
					continue
				}
				fast, err := CasesCode(m, f, nil, o)
				if err != nil {
					continue // as the ordinary path: no Cases
				}
				slow := slowCases(t, m, f, nil, o)
				require.Len(t, slow, len(fast))
				for ci, c := range fast {
					if c.Func.(*caseFunc).fast != nil {
						fastN++
					}
					grid := gridOf(c.Func.Type())
					in := blockInputs(c.Func.Type(), c.Func.Arity(), uint64(fi*1000+ci), grid)
					requireSameRun(t, c.Func, slow[ci].Func, in, f)
				}
			}
			require.NotZero(t, fastN, "no Case takes the value-slice path")
		})
	}
}

// TestFastFuncsEqual: llc-19's functions (testdata/llc19) on both paths of
// Func.Run, every shape of input block.
func TestFastFuncsEqual(t *testing.T) {
	for _, gen := range llcGens {
		fast := llcFuncs(t, gen, textFile)
		slow := llcFuncs(t, gen, textFile)
		for i, f := range fast {
			slow[i].(*Func).noFast = true
			in := blockInputs(f.Type(), f.Arity(), uint64(i), gridOf(f.Type()))
			requireSameRun(t, f, slow[i], in, gen)
		}
	}
}

// TestFastBareFuncs: hand-written functions on both paths of Func.Run,
// among them code that reads the undefined high half of a 16-bit input
// and 64-bit inputs.
func TestFastBareFuncs(t *testing.T) {
	for _, tc := range []struct {
		gen, body string
		ty        semantics.Type
	}{
		{"gfx942", "v_max_f16_e32 v0, v0, v1", semantics.F16},
		{"gfx942", "v_lshrrev_b32_e32 v0, 16, v0", semantics.F16},
		{"gfx942", "v_max_f16_e32 v1, v0, v1\n\tv_or_b32_e32 v0, v0, v1", semantics.F16},
		{"gfx1100", "v_cmp_u_f32_e32 vcc_lo, v0, v1\n\tv_cndmask_b32_e32 v0, v1, v0, vcc_lo", semantics.F32},
		{"gfx942", "v_max_f64 v[0:1], v[0:1], v[2:3]", semantics.F64},
		{"gfx942", "v_max_f32_e32 v0, v0, v7", semantics.F32},
	} {
		fast := bareFunc(t, tc.gen, tc.body, tc.ty, false)
		slow := bareFunc(t, tc.gen, tc.body, tc.ty, false)
		slow.(*Func).noFast = true
		in := blockInputs(tc.ty, 2, 3, gridOf(tc.ty))
		requireSameRun(t, fast, slow, in, tc.body)
	}
}

// TestByDefinitionKeys: byDefinition names exactly the keys valu's switch
// runs by their definition before it looks for a model (read from
// valu.go), so that the value-slice path never takes one of them for the
// min/max family.
func TestByDefinitionKeys(t *testing.T) {
	src, err := os.ReadFile("valu.go")
	require.NoError(t, err)
	s := string(src)
	i := strings.Index(s, "func (m *Machine) valu(")
	require.GreaterOrEqual(t, i, 0)
	s = s[i:]
	j := strings.Index(s, "bitTernary(d.Key)")
	require.Greater(t, j, 0)
	got := map[string]bool{}
	for _, ln := range strings.Split(s[:j], "\n") {
		ln = strings.TrimSpace(ln)
		if !strings.HasPrefix(ln, "case \"") {
			continue
		}
		for _, k := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(ln, "case "), ":"), ",") {
			got[strings.Trim(strings.TrimSpace(k), "\"")] = true
		}
	}
	require.Equal(t, got, byDefinition)
}

// TestRunBroadcast: RunBroadcast with a one-value first input gives what
// Run gives with that value written out, on the value-slice path
// (fileTile's case), on a case whose fast path refuses a block (the
// ordinary path with the column written out) and for lengths that are not
// a multiple of the block; wrong lengths are errors.
func TestRunBroadcast(t *testing.T) {
	c := fileCase(t, fileTile, "gfx942")
	bf, ok := c.Func.(tv.BroadcastFunc)
	require.True(t, ok, "amdexec's case is a tv.BroadcastFunc")
	ordinary := fileCase(t, fileTile, "gfx942").Func.(*caseFunc)
	ordinary.fast = nil // every block on the ordinary path
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{1, 2, 4096, 4097, 9000} {
		for _, a := range []uint64{0x3c00, 0x7e01, 0xfc00, 0x0001, uint64(r.IntN(1 << 16))} {
			y := make([]uint64, n)
			x := make([]uint64, n)
			for i := range y {
				y[i], x[i] = uint64(r.IntN(1<<16)), a
			}
			want, got := make([]uint64, n), make([]uint64, n)
			require.NoError(t, c.Func.Run([][]uint64{x, y}, want))
			require.NoError(t, bf.RunBroadcast([][]uint64{{a}, y}, got))
			require.Equal(t, want, got, "n %d, a %#x", n, a)
			clear(got)
			require.NoError(t, ordinary.RunBroadcast([][]uint64{{a}, y}, got))
			require.Equal(t, want, got, "ordinary path: n %d, a %#x", n, a)
		}
	}
	require.Error(t, bf.RunBroadcast([][]uint64{{1, 2}, make([]uint64, 10)}, make([]uint64, 10)))
	require.Error(t, c.Func.Run([][]uint64{{1}, make([]uint64, 10)}, make([]uint64, 10)))
}

// TestRunGrowingRuns: runs of the ordinary path whose length grows after a
// shorter one reuse no storage too small for them (a machine's spare
// registers from a run of one lane once panicked the next run of three).
func TestRunGrowingRuns(t *testing.T) {
	c := fileCase(t, fileTile, "gfx942")
	o := fileCase(t, fileTile, "gfx942").Func.(*caseFunc)
	o.fast = nil
	for _, n := range []int{1, 2, 1, 3, 4097, 5} {
		x, y, out := make([]uint64, n), make([]uint64, n), make([]uint64, n)
		for i := range x {
			x[i], y[i] = 0x3c00, uint64(i)
		}
		require.NoError(t, o.Run([][]uint64{x, y}, out), "n %d", n)
		want := make([]uint64, n)
		require.NoError(t, c.Func.Run([][]uint64{x, y}, want))
		require.Equal(t, want, out, "n %d", n)
	}
}
