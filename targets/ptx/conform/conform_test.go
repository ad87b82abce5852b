package conform

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/semantics"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var long = flag.Bool("long", false, "run every kernel under the emulator, with the sweeps of the class grid's rows")

func plan(t *testing.T, spec, forms string) *Plan {
	t.Helper()
	tg, err := ParseTarget(spec)
	require.NoError(t, err)
	var o Options
	if forms != "" {
		o.Forms = regexp.MustCompile(forms)
	}
	p, err := NewPlan(tg, o)
	require.NoError(t, err)
	return p
}

// TestPtxasAcceptsKernels assembles every generated module with ptxas 11.8
// (oracle) for every target it knows (sm_70 … sm_90, each with its own
// forms at its least PTX ISA version), and the sm_75 fallbacks. The
// kernels of one target go to ptxas as one module (one run per target; each
// entry keeps its own name), so that a rejection names the kernel's line.
func TestPtxasAcceptsKernels(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	dir := t.TempDir()
	modules := map[string]*strings.Builder{} // .target → entries
	var order []string
	n := 0
	for _, spec := range []string{"ptx:sm_90", "ptx:sm_89", "ptx:sm_86", "ptx:sm_80", "ptx:sm_75", "ptx:sm_70"} {
		p := plan(t, spec, "")
		for _, k := range p.Kernels {
			src := string(k.PTX)
			head := src[:strings.Index(src, ".address_size 64")+len(".address_size 64")]
			key := head[strings.Index(head, ".version"):]
			b := modules[key]
			if b == nil {
				b = &strings.Builder{}
				b.WriteString(key + "\n")
				modules[key] = b
				order = append(order, key)
			}
			n++
			body := src[len(head):]
			body = strings.ReplaceAll(body, k.Entry, fmt.Sprintf("%s_%d", k.Entry, n))
			fmt.Fprintf(b, "// %s (%s, %s)\n%s\n", k.Name, k.Kind, spec, body)
		}
	}
	assert.Greater(t, n, 150)
	for i, key := range order {
		f := filepath.Join(dir, fmt.Sprintf("m%d.ptx", i))
		require.NoError(t, os.WriteFile(f, []byte(modules[key].String()), 0o644))
		arch := regexp.MustCompile(`\.target (\S+)`).FindStringSubmatch(key)[1]
		_, err := oracle.Run(ptxas, nil, "-arch", arch, "-o", os.DevNull, f)
		assert.NoError(t, err, "ptxas -arch %s %s", arch, f)
	}
}

// TestPlanForms: the plan has every min/max row the target has at its PTX
// version, a sweep for each 16-bit two-input form, the fallbacks, and
// skips (with a note) the rows that need a newer PTX ISA.
func TestPlanForms(t *testing.T) {
	tests := []struct {
		spec                      string
		grids, sweeps, fallbacks  int
		skipped                   int
		has, hasNot, skippedForms []string
	}{
		// sm_90, PTX 7.8: 16 f32 + 2 f64 + 16 f16 + 16 f16x2 + 8 bf16 + 8 bf16x2 + 12 integer;
		// 8 PTX 8.0 integer forms skipped.
		{"ptx:sm_90", 78, 52, 12, 8, []string{"max.NaN.xorsign.abs.bf16x2", "min.u64"}, []string{"max.f32 with three inputs"}, []string{"max.relu.s32", "min.u16x2"}},
		{"ptx:sm_90:ptx=8.0", 86, 58, 12, 0, []string{"max.relu.s16x2"}, nil, nil},
		// sm_80 has no .xorsign.abs (sm_86): 8 f32 + 2 f64 + 8 f16 + 8 f16x2 + 4 + 4 + 12; sm_75: 4 f32 + 2 f64 + 12.
		{"ptx:sm_80", 46, 28, 12, 0, []string{"max.NaN.f16"}, []string{"max.xorsign.abs.f16"}, nil},
		// sm_75: no half forms at all (the fallbacks stand in for them).
		{"ptx:sm_75", 18, 4, 12, 0, []string{"max.s16"}, []string{"max.f16"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.spec, func(t *testing.T) {
			p := plan(t, tc.spec, "")
			count := map[Kind]int{}
			names := map[string]bool{}
			for _, k := range p.Kernels {
				count[k.Kind]++
				names[k.Name] = true
				require.NotNil(t, k.Model)
				if k.Form != nil {
					assert.Equal(t, k.Form.Model.Name(), k.Model.Name(), k.Name)
				}
			}
			assert.Equal(t, tc.grids, count[KindGrid], "grid kernels")
			assert.Equal(t, tc.sweeps, count[KindSweep], "sweep kernels")
			assert.Equal(t, tc.fallbacks, count[KindFallback], "fallback kernels")
			assert.Len(t, p.Skipped, tc.skipped)
			for _, n := range tc.has {
				assert.True(t, names[n], n)
			}
			for _, n := range tc.hasNot {
				assert.False(t, names[n], n)
			}
			for i, n := range tc.skippedForms {
				found := false
				for _, s := range p.Skipped {
					found = found || s.Form == n && strings.Contains(s.Why, "needs PTX ISA 8.0")
				}
				assert.True(t, found, "skip %d: %s", i, n)
			}
		})
	}
}

// A device that corrupts one result bit of every launch (mutation test).
type corrupt struct{ Device }
type corruptFunc struct{ Func }

func (c corrupt) Load(file string, src []byte, entry string) (Func, error) {
	f, err := c.Device.Load(file, src, entry)
	return corruptFunc{f}, err
}

func (c corruptFunc) Launch(grid, block int, args []Arg) error {
	if err := c.Func.Launch(grid, block, args); err != nil {
		return err
	}
	out := args[len(args)-1].Buf
	out[0] ^= 0x01 // the low bit of the first result
	return nil
}

// TestEmulateSubset runs a subset under the emulator (all kernels and the
// class grid's sweep rows with -long): zero mismatches, every kernel ran,
// and the verdicts are decided.
func TestEmulateSubset(t *testing.T) {
	forms, sweep := `^(max\.NaN\.f16|min\.xorsign\.abs\.bf16x2|max\.f64|min\.ftz\.f32|max\.s16|fallback sm_75: max f16 \{nan = propagate\})$`, SweepGrid
	if *long {
		forms = ""
	}
	p := plan(t, "ptx:sm_90", forms)
	r := Run(p, Emulator{}, RunOptions{Sweep: sweep})
	for _, k := range r.Kernels {
		assert.Empty(t, k.Error, k.Name)
		assert.Zero(t, k.Mismatches, "%s: %v", k.Name, k.Witnesses)
		assert.Positive(t, k.Checked, k.Name)
	}
	assert.True(t, r.OK())
	require.Len(t, r.Verdicts, 4)
	for _, v := range r.Verdicts {
		assert.NotEqual(t, "open", v.Status, v.Question)
	}
	if !*long {
		// grid: 34² pairs (f16, bf16x2 ×2 lanes, f64, f32, fallback), 10²
		// for s16; sweeps: 34 distinct rows × 65536 (×2 lanes), s16: 10 rows.
		assert.EqualValues(t, 34*34*(1+2+1+1+1)+10*10+34<<16*(1+2)+10<<16, r.Checked)
	}
}

// TestThreeInputForms: the sm_100 three-input forms (PTX 8.8, beyond
// ptxas 11.8) run on the class grid's 34³ triples under the emulator; at
// sm_100's least version (8.6) they are skipped, and a plan of skipped
// forms only is an error that says so.
func TestThreeInputForms(t *testing.T) {
	tg, err := ParseTarget("ptx:sm_100")
	require.NoError(t, err)
	_, err = NewPlan(tg, Options{Forms: regexp.MustCompile(`three inputs`)})
	assert.ErrorContains(t, err, "16 matching forms need a newer PTX ISA (min.f32 with three inputs needs PTX ISA 8.8")

	p := plan(t, "ptx:sm_100:ptx=8.8", `^(max\.NaN\.abs\.f32|min\.f32) with three inputs$`)
	require.Len(t, p.Kernels, 2)
	r := Run(p, Emulator{}, RunOptions{Sweep: SweepGrid})
	assert.True(t, r.OK())
	assert.EqualValues(t, 2*34*34*34, r.Checked)
	for _, k := range r.Kernels {
		assert.Zero(t, k.Mismatches, k.Name)
	}
}

// TestMismatchesReported is the mutation test of the checks: a wrong model
// and a corrupted result each show as mismatches with witnesses.
func TestMismatchesReported(t *testing.T) {
	t.Run("wrong model", func(t *testing.T) {
		p := plan(t, "ptx:sm_90", `^(max\.f16|max\.f64)$`)
		for _, k := range p.Kernels {
			wrong := strings.Replace(k.Model.Name(), "ptx:max", "ptx:min", 1)
			k.Model = semantics.MustLookup(wrong)
		}
		r := Run(p, Emulator{}, RunOptions{Sweep: SweepAll, Rows: 4})
		assert.False(t, r.OK())
		for _, k := range r.Kernels {
			assert.Positive(t, k.Mismatches, k.Name)
			require.NotEmpty(t, k.Witnesses, k.Name)
			assert.NotEqual(t, k.Witnesses[0].Got, k.Witnesses[0].Want)
		}
	})
	t.Run("corrupted result", func(t *testing.T) {
		p := plan(t, "ptx:sm_90", `^(max\.NaN\.f16|min\.f32|max\.u16|fallback sm_75: min bf16 \{nan = number\})$`)
		r := Run(p, corrupt{Emulator{}}, RunOptions{Sweep: SweepAll, Rows: 2})
		for _, k := range r.Kernels {
			assert.Positive(t, k.Mismatches, "%s %s", k.Kind, k.Name)
			assert.NotEmpty(t, k.Witnesses, k.Name)
		}
	})
	t.Run("tie verdict", func(t *testing.T) {
		// Checked against the literal reading, the hardware-side results
		// (here the emulator's, which follow zero=ordered) refute it.
		p := plan(t, "ptx:sm_90", `^max\.f16$`)
		for _, k := range p.Kernels {
			k.Model = semantics.MustLookup("ptx:max.f16:zero=literal")
		}
		r := Run(p, Emulator{}, RunOptions{Sweep: SweepNone})
		assert.Positive(t, r.Mismatches)
	})
}

// TestGridTuples: every pair of the lane grid, and for packed types every
// pair in both lanes.
func TestGridTuples(t *testing.T) {
	g := semantics.Grid(semantics.F16)
	in := GridTuples(semantics.F16x2, 2)
	require.Len(t, in[0], len(g)*len(g))
	for l := range 2 {
		seen := map[[2]uint64]bool{}
		for i := range in[0] {
			seen[[2]uint64{in[0][i] >> (16 * l) & 0xffff, in[1][i] >> (16 * l) & 0xffff}] = true
		}
		assert.Len(t, seen, len(g)*len(g), "lane %d", l)
	}
	in3 := GridTuples(semantics.F32, 3)
	assert.Len(t, in3[2], len(semantics.Grid(semantics.F32))*len(semantics.Grid(semantics.F32))*len(semantics.Grid(semantics.F32)))
}

// TestSweepChunks: SweepAll launches chunks of ChunkRows rows (the last
// one shorter), each thread finding its row from row0 + g>>16; a wrong row
// in a multi-row chunk would mismatch.
func TestSweepChunks(t *testing.T) {
	p := plan(t, "ptx:sm_90", `^(max\.NaN\.f16|min\.xorsign\.abs\.bf16x2|max\.u16)$`)
	var k *Kernel
	for _, kk := range p.Kernels {
		if kk.Kind == KindSweep {
			k = kk
		}
	}
	assert.Equal(t, [][2]int{{0, 1000}, {1000, 2000}, {2000, 2500}}, sweepRows(k, RunOptions{Sweep: SweepAll, ChunkRows: 1000, Rows: 2500}))
	assert.Len(t, sweepRows(k, RunOptions{Sweep: SweepAll, ChunkRows: 1024}), 64)
	r := Run(p, Emulator{}, RunOptions{Sweep: SweepAll, ChunkRows: 2, Rows: 5})
	assert.True(t, r.OK())
	for _, k := range r.Kernels {
		if k.Kind == "sweep" {
			assert.EqualValues(t, 5<<16*map[string]int{"max.NaN.f16": 1, "min.xorsign.abs.bf16x2": 2, "max.u16": 1}[k.Name], k.Checked, k.Name)
		}
	}
	// The same rows checked against a wrong model: every chunk reports.
	for _, k := range p.Kernels {
		k.Model = semantics.MustLookup(strings.NewReplacer("ptx:max", "ptx:min", "ptx:min", "ptx:max").Replace(k.Model.Name()))
	}
	r = Run(p, Emulator{}, RunOptions{Sweep: SweepAll, ChunkRows: 2, Rows: 5})
	for _, k := range r.Kernels {
		assert.Positive(t, k.Mismatches, k.Name)
	}
}

// TestSweepKernelIndex: the sweep kernel computes a = row0 + g>>16 and b =
// g & 0xffff (lane 1: a^0x8000): an identity-like check through a u16 max
// with b = 0 picks a out of the results.
func TestSweepKernelIndex(t *testing.T) {
	p := plan(t, "ptx:sm_90", `^max\.u16$`)
	var k *Kernel
	for _, kk := range p.Kernels {
		if kk.Kind == KindSweep {
			k = kk
		}
	}
	require.NotNil(t, k)
	f, err := Emulator{}.Load("s.ptx", k.PTX, k.Entry)
	require.NoError(t, err)
	out := make([]byte, 2<<16*2)
	require.NoError(t, f.Launch(2<<16/k.Block, k.Block, []Arg{Scalar32(0x1234), Buffer(out)}))
	for _, g := range []int{0, 1, 0x1233, 0xffff, 0x10000, 0x1ffff} {
		a, b := 0x1234+g>>16, g&0xffff
		assert.EqualValues(t, max(a, b), binary.LittleEndian.Uint16(out[2*g:]), "g=%#x", g)
	}
}

func TestReportFormats(t *testing.T) {
	p := plan(t, "ptx:sm_90", `^(max\.f64|min\.NaN\.f16x2|fallback sm_75: max bf16 \{nan = number\}|max\.relu\.s32)$`)
	r := Run(p, Emulator{}, RunOptions{Sweep: SweepAll, Rows: 5, ChunkRows: 2})
	var txt, js, md bytes.Buffer
	require.NoError(t, r.Text(&txt))
	require.NoError(t, r.JSON(&js))
	require.NoError(t, r.Markdown(&md))
	for _, s := range []string{"target: ptx:sm_90", "max.f64", "verdicts:", "skipped:", "max.relu.s32: needs PTX ISA 8.0"} {
		assert.Contains(t, txt.String(), s)
	}
	assert.Contains(t, js.String(), `"verdicts": [`)
	assert.Contains(t, md.String(), "| question | status | answer |")
	// Same bytes on a second run with one checking goroutine.
	var txt2 bytes.Buffer
	require.NoError(t, Run(p, Emulator{}, RunOptions{Sweep: SweepAll, Rows: 5, ChunkRows: 2, Workers: 1}).Text(&txt2))
	assert.Equal(t, txt.String(), txt2.String())
}

func TestParseTarget(t *testing.T) {
	tests := []struct{ in, want, err string }{
		{"ptx:sm_90", "ptx:sm_90", ""},
		{"ptx:sm_90:ptx=8.0", "ptx:sm_90:ptx=8.0", ""},
		{"ptx:sm_90:ptx=7.8", "ptx:sm_90", ""},
		{"ptx:sm_80:ptx=6.0", "", "sm_80 needs PTX ISA 7.0 or later"},
		{"ptx:sm_91", "", "unknown PTX target"},
		{"amdgcn:gfx942", "", "want ptx:ARCH"},
		{"ptx:sm_90:ptx=8.0:ptx=8.1", "", "given twice"},
		{"ptx:sm_90:ieee=0", "", "unknown option"},
		{"ptx:sm_90:ptx=x", "", "malformed PTX ISA version"},
		{"ptx", "", "want ptx:ARCH"},
	}
	for _, tc := range tests {
		tg, err := ParseTarget(tc.in)
		if tc.err != "" {
			assert.ErrorContains(t, err, tc.err, tc.in)
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, tg.String())
	}
}

func FuzzParseTarget(f *testing.F) {
	for _, s := range []string{"ptx:sm_90", "ptx:sm_90:ptx=8.0", "ptx:sm_75:ptx=9.2", "ptx::", "amdgcn:gfx942"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tg, err := ParseTarget(s)
		if err != nil {
			return
		}
		back, err := ParseTarget(tg.String())
		if err != nil || back != tg {
			t.Fatalf("%q → %q → %v, %v", s, tg.String(), back, err)
		}
	})
}

// TestFallbackNaNPairs: under SweepAll a fallback kernel also runs every
// pair of NaNs (bf16: 254² pairs, besides the grid's 34²).
func TestFallbackNaNPairs(t *testing.T) {
	p := plan(t, "ptx:sm_90", `^fallback sm_75: max bf16 \{nan = number\}$`)
	r := Run(p, Emulator{}, RunOptions{Sweep: SweepAll})
	require.Len(t, r.Kernels, 1)
	assert.Empty(t, r.Kernels[0].Error)
	assert.EqualValues(t, 34*34+254*254, r.Checked)
	assert.Zero(t, r.Mismatches)
	// The grid has 16 NaNs: 256 two-NaN pairs, plus the sweep's.
	assert.Contains(t, r.Verdicts[3].Answer, fmt.Sprintf("in all %d two-NaN pairs", 256+254*254))
	assert.Len(t, NaNPairs(semantics.F16)[0], 2046*2046)
}

// TestCommittedReports reads the device reports committed under
// testdata/conform (testdata/conform/README.md): each is a device run,
// names its GPU, driver and date, and every kernel ran.
func TestCommittedReports(t *testing.T) {
	files, err := filepath.Glob("../../../testdata/conform/*/conform-*.json")
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skip("no device report is committed yet (testdata/conform/README.md)")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		var r Report
		require.NoError(t, json.Unmarshal(b, &r), f)
		assert.False(t, r.Emulated, "%s: an emulated run is no hardware report", f)
		assert.NotEmpty(t, r.GPU, f)
		assert.NotEmpty(t, r.Driver, f)
		assert.NotEmpty(t, r.Date, f)
		assert.Zero(t, r.Errors, f)
		assert.NotEmpty(t, r.Kernels, f)
	}
}

// TestVerdicts feeds results to the evidence directly: each question turns
// to "disagrees" on the result that refutes the default reading.
func TestVerdicts(t *testing.T) {
	p := plan(t, "ptx:sm_90", `^(max\.f16|max\.NaN\.bf16|max\.f64|fallback sm_75: max f16 \{nan = number\})$`)
	byName := map[string]*Kernel{}
	for _, k := range p.Kernels {
		if k.Kind != KindSweep {
			byName[k.Name] = k
		}
	}
	f16, bf16, f64, fb := byName["max.f16"], byName["max.NaN.bf16"], byName["max.f64"], byName["fallback sm_75: max f16 {nan = number}"]
	require.NotNil(t, f16)
	require.NotNil(t, bf16)
	require.NotNil(t, f64)
	require.NotNil(t, fb)
	const nanA, nanB = 0x7ff4000000000001, 0xfff8000000000002 // an sNaN and a negative qNaN
	type result struct {
		k         *Kernel
		a, b, got uint64
	}
	tests := []struct {
		name    string
		results []result
		q       int
		status  string
		answer  string
	}{
		{"canonical NaN", []result{{bf16, 0x7fc1, 0x3f80, 0x7fff}}, 0, "agrees", "all 1 NaN results"},
		{"other NaN", []result{{bf16, 0x7fc1, 0x3f80, 0x7fc0}}, 0, "disagrees", "max.NaN.bf16(0x7fc1, 0x3f80) = 0x7fc0"},
		{"no NaN result", []result{{f16, 0x3c00, 0x4000, 0x4000}}, 0, "open", ""},
		{"tie ordered", []result{{f16, 0x0000, 0x8000, 0x0000}}, 1, "agrees", "zero=ordered"},
		{"tie literal", []result{{f16, 0x0000, 0x8000, 0x8000}}, 1, "disagrees", "zero=literal: all 1 pairs"},
		{"tie literal, other order not decisive", []result{{f16, 0x0000, 0x8000, 0x8000}, {f16, 0x8000, 0x0000, 0x0000}}, 1, "disagrees", "zero=literal: all 1 pairs"},
		{"tie neither", []result{{f16, 0x0000, 0x8000, 0x8000}, {f16, 0x0000, 0x8000, 0x0000}}, 1, "disagrees", "neither reading: of 2 pairs where they differ, 1 follow zero=ordered and 1 zero=literal"},
		{"f64 quiet(a)", []result{{f64, nanA, nanB, 0x7ffc000000000001}}, 2, "agrees", "quiet(a), the first operand"},
		{"f64 quiet(b)", []result{{f64, nanA, nanB, nanB}}, 2, "agrees", "quiet(b), the second operand"},
		{"f64 neither", []result{{f64, nanA, nanB, 0x7ff8000000000000}}, 2, "disagrees", "neither quiet(a) nor quiet(b)"},
		{"fallback canonical", []result{{fb, 0x7e01, 0xfc01, 0x7fff}}, 3, "agrees", "0x7fff, the canonical NaN, in all 1 two-NaN pairs of 1 fallback kernels"},
		{"fallback other", []result{{fb, 0x7e01, 0xfc01, 0x7e00}}, 3, "disagrees", "f16 0x7e00 ×1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev := &evidence{}
			for _, r := range tc.results {
				ev.note(r.k, r.a, r.b, 0, r.got)
			}
			v := ev.verdicts()[tc.q]
			assert.Equal(t, tc.status, v.Status, v.Answer)
			assert.Contains(t, v.Answer, tc.answer)
		})
	}
}
