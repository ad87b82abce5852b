package amdexec

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

// The llc-19 functions of testdata/llc19 (minmax.ll compiled for five
// generations; TestLLCGoldens checks the files are llc-19's output).
var llcGens = []string{"gfx908", "gfx942", "gfx1030", "gfx1100", "gfx1200"}

var llcSigs = map[string]tv.Signature{
	"f32max": {Type: semantics.F32, Arity: 2}, "f32maximum": {Type: semantics.F32, Arity: 2},
	"f16max": {Type: semantics.F16, Arity: 2}, "f16maximum": {Type: semantics.F16, Arity: 2},
	"f64min": {Type: semantics.F64, Arity: 2}, "v2f16max": {Type: semantics.F16x2, Arity: 2},
	"bf16max": {Type: semantics.BF16, Arity: 2}, "f32max3": {Type: semantics.F32, Arity: 3},
	"f32max_noieee": {Type: semantics.F32, Arity: 2}, "f16min_noieee": {Type: semantics.F16, Arity: 2},
	"clamp01": {Type: semantics.F32, Arity: 1},
	"selgt":   {Type: semantics.F32, Arity: 2}, "selult": {Type: semantics.F16, Arity: 2}, "seluno": {Type: semantics.F64, Arity: 2},
}

// llcSelect is what the fcmp + select functions compute, from Go's float
// comparisons (LangRef: ogt ordered and greater, ult unordered or less, uno
// unordered).
func llcSelect(name string, a, b uint64) uint64 {
	switch name {
	case "selgt":
		if math.Float32frombits(uint32(a)) > math.Float32frombits(uint32(b)) {
			return a
		}
		return b
	case "selult":
		x, y := math.Float32frombits(f16to32(uint16(a), true)), math.Float32frombits(f16to32(uint16(b), true))
		if !(x >= y) {
			return b
		}
		return a
	case "seluno":
		if math.IsNaN(math.Float64frombits(a)) || math.IsNaN(math.Float64frombits(b)) {
			return b
		}
		return a
	}
	panic(name)
}

func llcSig(name string) (tv.Signature, error) {
	s, ok := llcSigs[name]
	if !ok {
		return s, fmt.Errorf("not a test function")
	}
	return s, nil
}

func readLLC(t testing.TB, gen string) []byte {
	src, err := os.ReadFile(filepath.Join("testdata", "llc19", "minmax_"+gen+".s"))
	require.NoError(t, err)
	return src
}

// llcFuncs reads the functions of one generation's file, each in the mode
// minmax.ll's "amdgpu-ieee" attribute gives it.
func llcFuncs(t testing.TB, gen string, read func(gen string) (string, []byte)) []tv.Func {
	ll, err := os.ReadFile(filepath.Join("testdata", "llc19", "minmax.ll"))
	require.NoError(t, err)
	file, src := read(gen)
	var out []tv.Func
	for _, ieee := range []bool{true, false} {
		fs, err := Target{}.Funcs(file, src, func(name string) (tv.Signature, error) {
			on, ok := IEEEFromIR(ll, name)
			if !ok {
				return tv.Signature{}, fmt.Errorf("not in minmax.ll")
			}
			if on != ieee {
				return tv.Signature{}, fmt.Errorf("other mode")
			}
			return llcSig(name)
		}, tv.Options{Arch: gen, NoIEEE: !ieee})
		require.NoError(t, err)
		out = append(out, fs...)
	}
	require.Len(t, out, len(llcSigs))
	return out
}

func textFile(gen string) (string, []byte) {
	p := filepath.Join("testdata", "llc19", "minmax_"+gen+".s")
	src, _ := os.ReadFile(p)
	return p, src
}

func fold3(kind ir.MinMaxKind, nan ir.NaNPolicy, lane semantics.Type) *semantics.Model {
	m, err := DeclaredModel(&ir.MinMax{Kind: kind, NaN: nan}, lane, []DeclArg{{In: 0}, {In: 1}, {In: 2}})
	if err != nil {
		panic(err)
	}
	return m
}

// llcExpect is what each function computes, from the documents: the
// canonicalizing maxnum lowering in IEEE mode is IEEE 754-2019
// maximumNumber (docs/reference/amdgpu.md §4.2: v_max x, x quiets an sNaN, then a quiet
// NaN loses), the llvm.maximum lowering is IEEE maximum, and without IEEE
// mode a bare v_max is llvm19:maxnum (a NaN loses, two NaNs give one of
// them).
func llcExpect(name string) *semantics.Model {
	switch name {
	case "f32max", "f16max", "v2f16max", "bf16max":
		return semantics.MustLookup("ieee754-2019:maximumNumber")
	case "f64min":
		return semantics.MustLookup("ieee754-2019:minimumNumber")
	case "f32maximum", "f16maximum":
		return semantics.MustLookup("ieee754-2019:maximum")
	case "f32max3":
		return fold3(ir.Max, ir.Number, semantics.F32)
	case "f32max_noieee":
		return semantics.MustLookup("llvm19:maxnum")
	case "f16min_noieee":
		return semantics.MustLookup("llvm19:minnum")
	}
	panic(name)
}

// TestLLCFuncs runs llc-19's code for every function and generation on
// the class grid and random tuples. Every function refines its documented
// semantics, except llc-19's bf16 maxnum, which extends to f32 by a shift
// and runs v_max_f32 without quieting: in IEEE mode an sNaN input then
// gives a quiet NaN where maximumNumber wants the other, numeric, input —
// exactly the tuples with one sNaN and one non-NaN input (counted here
// independently of the executor).
func TestLLCFuncs(t *testing.T) {
	for _, gen := range llcGens {
		for _, f := range llcFuncs(t, gen, textFile) {
			in := tuples(f.Type(), f.Arity(), 3000, 7)
			if f.Name() == "clamp01" {
				// minnum(maxnum(a, 0.0), 1.0) with LLVM 19's relations:
				// any result of minnum for any result of maxnum.
				mx, mn := semantics.MustLookup("llvm19:maxnum"), semantics.MustLookup("llvm19:minnum")
				out := make([]uint64, len(in[0]))
				require.NoError(t, f.Run(in, out))
				for i, r := range out {
					a := in[0][i]
					m1, _ := mx.Eval(semantics.F32, a, 0, 0)
					ok := false
					for _, m := range m1.Values() {
						r2, _ := mn.Eval(semantics.F32, m, 0x3f800000, 0)
						ok = ok || r2.Allows(semantics.F32, r)
					}
					require.True(t, ok, "%s clamp01(%#x) = %#x", gen, a, r)
				}
				continue
			}
			if strings.HasPrefix(f.Name(), "sel") {
				out := make([]uint64, len(in[0]))
				require.NoError(t, f.Run(in, out))
				for i := range out {
					require.Equal(t, llcSelect(f.Name(), in[0][i], in[1][i]), out[i], "%s %s (%#x, %#x)", gen, f.Name(), in[0][i], in[1][i])
				}
				continue
			}
			if f.Name() == "f32max3" {
				// llc-19 folds the two maxnum into v_max3_f32 without
				// quieting first (targets/amdgcn/lower doc.go): with an
				// sNaN input it is not maximumNumber; the other tuples
				// must refine it.
				in = withoutSNaN(f.Type(), in)
			}
			v, err := refine(f, llcExpect(f.Name()), in)
			require.NoError(t, err, "%s %s", gen, f.Name())
			want := 0
			if f.Name() == "bf16max" {
				for i := range in[0] {
					a, b := in[0][i], in[1][i]
					if semantics.IsSignaling(semantics.BF16, a) && !semantics.IsNaN(semantics.BF16, b) ||
						semantics.IsSignaling(semantics.BF16, b) && !semantics.IsNaN(semantics.BF16, a) {
						want++
					}
				}
				require.Positive(t, want)
			}
			require.Equal(t, want, v.violations, "%s %s: %s", gen, f.Name(), v.first)
		}
	}
}

// TestLLCWrongMode: the non-IEEE functions run in IEEE mode (a mutation of
// the mode) no longer refine llvm19:maxnum, on the generations with the
// mode bit; the IEEE ones run with -ieee=0 leave maximumNumber.
func TestLLCWrongMode(t *testing.T) {
	for _, gen := range []string{"gfx942", "gfx1100"} {
		src := readLLC(t, gen)
		for _, c := range []struct {
			name   string
			noIEEE bool
		}{{"f32max_noieee", false}, {"f16min_noieee", false}, {"f32max", true}, {"f16max", true}} {
			fs, err := Target{}.Funcs("x.s", src, func(n string) (tv.Signature, error) {
				if n != c.name {
					return tv.Signature{}, fmt.Errorf("skip")
				}
				return llcSig(n)
			}, tv.Options{Arch: gen, NoIEEE: c.noIEEE})
			require.NoError(t, err)
			v, err := refine(fs[0], llcExpect(c.name), tuples(fs[0].Type(), 2, 0, 1))
			require.NoError(t, err)
			require.Positive(t, v.violations, "%s %s in the wrong mode", gen, c.name)
		}
	}
}

// TestLLCGoldens: the stored llc-19 output is what llc-19 writes now.
func TestLLCGoldens(t *testing.T) {
	llc := oracle.Require(t, "llc-19")
	for _, gen := range llcGens {
		for _, name := range []string{"minmax", "kernel"} {
			out, err := oracle.Run(llc, nil, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+gen, filepath.Join("testdata", "llc19", name+".ll"), "-o", "-")
			require.NoError(t, err)
			stored, err := os.ReadFile(filepath.Join("testdata", "llc19", name+"_"+gen+".s"))
			require.NoError(t, err)
			_, body, _ := bytes.Cut(stored, []byte("\n"))
			require.Equal(t, string(out), string(body), "%s %s: testdata is not llc-19's output", gen, name)
		}
	}
}

// TestLLCKernel runs llc-19's kernel (kernarg pointer from its descriptor,
// s_load, global load and store, GFX11+ VOPD and s_sendmsg) from the text
// and from llvm-mc-19's object: p[0] becomes maxnum(p[0], 1.0), which in
// IEEE mode with llc's quieting is maximumNumber.
func TestLLCKernel(t *testing.T) {
	md := semantics.MustLookup("ieee754-2019:maximumNumber")
	for _, gen := range llcGens {
		g, err := amdgcn.ParseGeneration(gen)
		require.NoError(t, err)
		src, err := os.ReadFile(filepath.Join("testdata", "llc19", "kernel_"+gen+".s"))
		require.NoError(t, err)
		codes := []*Code{}
		c, err := ParseText(g, "kernel.s", src)
		require.NoError(t, err)
		codes = append(codes, c)
		if mc, err := oracle.Lookup(oracle.LLVMMC); err == nil {
			obj, err := oracle.Run(mc, src, "-triple=amdgcn-amd-amdhsa", "-mcpu="+gen, "-filetype=obj", "-o", "-")
			require.NoError(t, err)
			c, err := ReadELF(g, "kernel.o", obj)
			require.NoError(t, err)
			codes = append(codes, c)
		}
		for _, code := range codes {
			s, err := code.Sym("k")
			require.NoError(t, err)
			require.True(t, s.Kernel)
			require.True(t, s.Launch.KernargPtr)
			for _, x := range semantics.Grid(semantics.F32) {
				buf := make([]byte, 4)
				binary.LittleEndian.PutUint32(buf, uint32(x))
				kernarg := make([]byte, 8)
				binary.LittleEndian.PutUint64(kernarg, GlobalAddr)
				mem := &Memory{}
				require.NoError(t, mem.Map(KernargAddr, kernarg, "kernarg"))
				require.NoError(t, mem.Map(GlobalAddr, buf, "p"))
				m := NewMachine(g, s.Mode, 1, false)
				m.Mem = mem
				zero := func(int) [3]uint32 { return [3]uint32{} }
				require.NoError(t, m.launchRegs(s.Launch, true, [3]int{1, 1, 1}, [3]int{1, 1, 1}, zero, zero))
				stop, err := m.Run(code.Insts[s.Start:s.End])
				require.NoError(t, err, "%s %s", gen, code.File)
				require.Equal(t, StopEndpgm, stop)
				got := uint64(binary.LittleEndian.Uint32(buf))
				r, _ := md.Eval(semantics.F32, x, 0x3f800000, 0)
				require.True(t, r.Allows(semantics.F32, got), "%s %s: max(%#x, 1.0) = %#x", gen, code.File, x, got)
			}
		}
	}
}

// TestLLCBytes assembles llc-19's output with llvm-mc-19 -filetype=obj,
// runs the object's functions (decoded through package amdgcn's
// disassembler and the executor's ExtDefs/VOPD decoder) and requires the
// same result bits as from the text, on every tuple.
func TestLLCBytes(t *testing.T) {
	mc := oracle.Require(t, "llvm-mc-19")
	for _, gen := range llcGens {
		obj, err := oracle.Run(mc, readLLC(t, gen), "-triple=amdgcn-amd-amdhsa", "-mcpu="+gen, "-filetype=obj", "-o", "-")
		require.NoError(t, err)
		text := llcFuncs(t, gen, textFile)
		bin := llcFuncs(t, gen, func(string) (string, []byte) { return gen + ".o", obj })
		for i, f := range text {
			g := bin[i]
			require.Equal(t, f.Name(), g.Name())
			in := tuples(f.Type(), f.Arity(), 2000, 3)
			a, b := make([]uint64, len(in[0])), make([]uint64, len(in[0]))
			require.NoError(t, f.Run(in, a))
			require.NoError(t, g.Run(in, b))
			require.Equal(t, a, b, "%s %s: bytes and text differ", gen, f.Name())
		}
	}
}

func withoutSNaN(t semantics.Type, in [][]uint64) [][]uint64 {
	out := make([][]uint64, len(in))
	for i := range in[0] {
		ok := true
		for k := range in {
			ok = ok && !semantics.IsSignaling(t, in[k][i])
		}
		if ok {
			for k := range in {
				out[k] = append(out[k], in[k][i])
			}
		}
	}
	return out
}
