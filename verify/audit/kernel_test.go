package audit

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// ptxKernels runs llc's PTX entries with the PTX executor (what lowerc
// audit registers for nvptx64); flip, when set, changes each stored
// element's lowest bit afterwards (a broken executor, for the mutation
// check of step 2).
type ptxKernels struct{ flip bool }

type ptxKernel struct {
	f    *ptxexec.Function
	k    *ir.Kernel
	flip bool
}

func (p ptxKernels) LLCKernel(file string, asm []byte, name string, k *ir.Kernel) (tv.Kernel, error) {
	pm, err := ptxexec.Parse(file, asm)
	if err != nil {
		return nil, err
	}
	f := pm.Func(name)
	if f == nil {
		return nil, fmt.Errorf("no entry %s", name)
	}
	if f.Err != nil {
		return nil, f.Err
	}
	return &ptxKernel{f, k, p.flip}, nil
}

func (r *ptxKernel) Run(args []tv.Arg) error {
	ka := make([]ptxexec.KernelArg, len(args))
	for i, a := range args {
		if r.k.Params[i].Space == ir.Global {
			ka[i] = ptxexec.KernelArg{Mem: a.Mem, Pointer: true}
		} else if a.Pred {
			ka[i] = ptxexec.KernelArg{Value: 1}
		}
	}
	d := func(x [3]int) [3]int { return [3]int{max(x[0], 1), max(x[1], 1), max(x[2], 1)} }
	if err := r.f.Launch(d(r.k.Grid), d(r.k.Block), ka); err != nil {
		return err
	}
	if r.flip {
		for i, a := range args {
			if r.k.Params[i].Space == ir.Global && len(a.Mem) > 0 {
				a.Mem[0] ^= 1
			}
		}
	}
	return nil
}

// kernelSrc: thread scope with a guarded load and a preserve_dst op,
// packed f16x2, scope cta over 32 threads (thread ids, computed
// addresses), a three-input f16 op with a constant, an f64 store under a
// pred, and a PTX atom.
const kernelSrc = `kernel @t(%A: global f32[4,1], %B: global f32[4,1], %Out: global f32[4,1], %p: pred) grid(1) block(1) {
  %a = alloc.local f32[4,1]
  %b = alloc.local f32[4,1]
  %a = load %A
  %b = load %B {pred = %p}
  %a = max %a, %b {nan = ieee2008}
  %b = min %a, %b {nan = propagate, pred = !%p, preserve_dst}
  store %Out, %b
}
kernel @pk(%A: global f16x2[8,1], %B: global f16x2[8,1], %Out: global f16x2[8,1]) grid(1) block(1) {
  %a = alloc.local f16x2[8,1]
  %b = alloc.local f16x2[8,1]
  %a = load %A
  %b = load %B
  %a = max %a, %b {nan = propagate}
  store %Out, %a
}
kernel @cta(%A: global f32[32,2,1], %B: global f32[32,2,1], %Out: global f32[32,2,1]) grid(1) block(32) {
  %a = alloc.local f32[32,2,1] {scope = cta}
  %b = alloc.local f32[32,2,1] {scope = cta}
  %a = load %A {scope = cta}
  %b = load %B {scope = cta}
  %a = min %a, %b {ftz, scope = cta}
  store %Out, %a {scope = cta}
}
kernel @h3(%A: global f16[2,1], %B: global f16[2,1], %Out: global f16[2,1]) grid(1) block(1) {
  %a = alloc.local f16[2,1]
  %b = alloc.local f16[2,1]
  %a = load %A
  %b = load %B
  %a = min %a, %b, f16 0.0 {nsz}
  store %Out, %a
}
kernel @d(%A: global f64[2,1], %B: global f64[2,1], %Out: global f64[2,1], %p: pred) grid(1) block(1) {
  %a = alloc.local f64[2,1]
  %b = alloc.local f64[2,1]
  %a = load %A
  %b = load %B
  %a = max %a, %b {nan = propagate}
  store %Out, %a {pred = %p}
}
`

func kernelModule(t *testing.T) *ir.Module {
	tm, err := ir.Parse("kernels.tile", []byte(kernelSrc))
	require.NoError(t, err)
	require.Empty(t, verify.Module(tm, nil))
	return tm
}

func compileLL(t *testing.T, tm *ir.Module, triple, cpu string) string {
	return compileLLOpts(t, tm, llvm.Options{Triple: triple, CPU: cpu})
}

func compileLLOpts(t *testing.T, tm *ir.Module, o llvm.Options) string {
	tgt, err := llvm.New(o)
	require.NoError(t, err)
	var b strings.Builder
	require.NoError(t, tgt.Compile(tm, &b))
	return b.String()
}

// TestKernelSteps: lowerc's LLVM IR for each kernel refines the tile
// ops' declared semantics (step 1) on nvptx64 sm_80 and sm_70 and amdgcn
// gfx942, gfx942 with "amdgpu-ieee"="false", gfx1100 and gfx1200, with no
// exception; on nvptx64, llc-19's PTX (its branches around guarded loads
// and stores included), run by the PTX executor, refines the IR (step 2;
// PTX's canonical NaN where LangRef allows only input NaNs is nan-bits,
// the known disputed reading, and nothing else may differ); on amdgcn
// step 2 is unsupported with the reason.
func TestKernelSteps(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	tm := kernelModule(t)
	ran2 := 0
	for _, c := range []struct {
		triple, cpu string
		noIEEE      bool
	}{{llvm.TripleNVPTX, "sm_80", false}, {llvm.TripleNVPTX, "sm_70", false}, {llvm.TripleAMDGCN, "gfx942", false},
		{llvm.TripleAMDGCN, "gfx942", true}, {llvm.TripleAMDGCN, "gfx1100", false}, {llvm.TripleAMDGCN, "gfx1200", false}} {
		ll := compileLLOpts(t, tm, llvm.Options{Triple: c.triple, CPU: c.cpu, NoIEEE: c.noIEEE})
		rep, err := Run("kernels.ll", []byte(ll), Options{Triple: c.triple, CPU: c.cpu, Random: 200, Seed: DefaultSeed, Tile: tm,
			Kernels: map[string]KernelTarget{"ptx": ptxKernels{}}})
		require.NoError(t, err)
		require.Len(t, rep.Funcs, len(tm.Kernels))
		for _, f := range rep.Funcs {
			require.Len(t, f.Steps, 2, "%s %s @%s: %s", c.triple, c.cpu, f.Name, f.Detail)
			s1, s2 := f.Steps[0], f.Steps[1]
			require.Equal(t, StepTileIR, s1.Name)
			require.Greater(t, s1.Tried, 500)
			// Strict: every result LangRef 19 allows lowerc's IR is one the
			// tile op allows (an input sNaN returned unchanged by a bare
			// llvm.maximum or maxnum included: the rows quiet it).
			require.Equal(t, Refines, s1.Verdict, "%s %s @%s step 1: %s %+v", c.triple, c.cpu, f.Name, s1.Detail, s1.Witnesses)
			if c.triple == llvm.TripleNVPTX {
				// Strict too: llc's branches around guarded memory run
				// (ptxexec's if-conversion); only the disputed NaN-bits
				// reading may differ.
				ran2++
				require.Equal(t, s1.Tried, s2.Tried)
				if s2.Verdict == NotRefines {
					require.Equal(t, map[string]int{"nan-bits": s2.Violations}, s2.Kinds, "%s @%s step 2: %+v", c.cpu, f.Name, s2.Witnesses)
				} else {
					require.Equal(t, Refines, s2.Verdict, "%s @%s step 2: %s", c.cpu, f.Name, s2.Detail)
				}
				for _, w := range s2.Witnesses {
					require.Regexp(t, `^\{?0x[0-9a-f]+`, w.Allowed)
				}
			} else {
				require.Equal(t, Unsupported, s2.Verdict)
				require.Contains(t, s2.Detail, "no executor here runs llc's amdgcn kernels")
			}
		}
	}
	require.Equal(t, 2*len(tm.Kernels), ran2, "step 2 ran on every nvptx64 kernel")
}

// TestKernelStepsCatch: the mutation checks. An IR whose max became min
// (step 1: the IR allows results the tile op does not), and an executor
// that flips a stored bit (step 2), do not refine, with witnesses.
func TestKernelStepsCatch(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	tm := kernelModule(t)
	ll := compileLL(t, tm, llvm.TripleNVPTX, "sm_80")
	bad := strings.ReplaceAll(ll, "max.NaN.f16x2", "min.NaN.f16x2")
	require.NotEqual(t, ll, bad)
	rep, err := Run("kernels.ll", []byte(bad), Options{Triple: llvm.TripleNVPTX, CPU: "sm_80", Random: 100, Seed: DefaultSeed, Tile: tm, Func: "pk",
		Kernels: map[string]KernelTarget{"ptx": ptxKernels{}}})
	require.NoError(t, err)
	s1 := rep.Funcs[0].Steps[0]
	require.Equal(t, NotRefines, s1.Verdict)
	require.NotEmpty(t, s1.Witnesses)
	require.Contains(t, s1.Witnesses[0].Allowed, "tile allows")
	rep, err = Run("kernels.ll", []byte(ll), Options{Triple: llvm.TripleNVPTX, CPU: "sm_80", Random: 100, Seed: DefaultSeed, Tile: tm, Func: "h3",
		Kernels: map[string]KernelTarget{"ptx": ptxKernels{flip: true}}})
	require.NoError(t, err)
	f := rep.Funcs[0]
	require.Equal(t, Refines, f.Steps[0].Verdict)
	require.Equal(t, NotRefines, f.Steps[1].Verdict)
	require.Equal(t, NotRefines, f.Verdict)
}

// TestKernelNeedsTile: without the tile source a kernel is unsupported
// with a reason; asm that is not one min/max instruction is a positioned
// error of step 1.
func TestKernelNeedsTile(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	src := "source_filename = \"nowhere.c\"\ndefine ptx_kernel void @k(ptr addrspace(1) %A) {\n  ret void\n}\n"
	rep, err := Run("k.ll", []byte(src), Options{Triple: llvm.TripleNVPTX, CPU: "sm_80", Random: 10})
	require.NoError(t, err)
	require.Equal(t, Unsupported, rep.Funcs[0].Verdict)
	require.Contains(t, rep.Funcs[0].Detail, "source_filename is not a .tile file; give the tile source with -tile")
	tm := kernelModule(t)
	ll := strings.ReplaceAll(compileLL(t, tm, llvm.TripleNVPTX, "sm_80"), "min.ftz.f32 $0, $1, $2;", "add.f32 $0, $1, $2;")
	rep, err = Run("kernels.ll", []byte(ll), Options{Triple: llvm.TripleNVPTX, CPU: "sm_80", Random: 10, Tile: tm, Func: "cta",
		Kernels: map[string]KernelTarget{"ptx": ptxKernels{}}})
	require.NoError(t, err)
	require.Equal(t, Unsupported, rep.Funcs[0].Steps[0].Verdict)
	require.Regexp(t, `IR: thread \[0 0 0\] of block \[0 0 0\]: kernels.ll:\d+:\d+: inline asm "add.f32`, rep.Funcs[0].Steps[0].Detail)
}

// TestTileKernel: lowerc's own whole kernels (PTX sm_90 and sm_75, AMD
// gfx942 and gfx1200) refine the tile ops' declared semantics over
// launches, preds both ways; an executor that flips a stored bit does not
// (the check can fail).
func TestTileKernel(t *testing.T) {
	tm := kernelModule(t)
	for _, c := range []struct {
		tgt tv.Target
		o   tv.Options
	}{{ptxexec.Target{}, tv.Options{Arch: "sm_90"}}, {ptxexec.Target{}, tv.Options{Arch: "sm_75"}},
		{amdexec.Target{}, tv.Options{Arch: "gfx942"}}, {amdexec.Target{}, tv.Options{Arch: "gfx1200"}}} {
		for _, k := range tm.Kernels {
			code, err := c.tgt.Kernel(tm, k.Name, c.o)
			require.NoError(t, err)
			s := TileKernel(k, code, c.o.Arch, false, 200, DefaultSeed, 3)
			if s.Verdict == Unsupported {
				// PTX: a guarded load's register read where the guard was
				// off is the executor's error (the tile allows anything there).
				require.Contains(t, s.Detail, "which only a guarded instruction wrote", "%s @%s", c.o.Arch, k.Name)
				continue
			}
			require.Equal(t, Refines, s.Verdict, "%s @%s: %+v", c.o.Arch, k.Name, s.Witnesses)
			require.Greater(t, s.Tried, 500)
		}
	}
	k := tm.Kernels[1]
	code, err := amdexec.Target{}.Kernel(tm, k.Name, tv.Options{Arch: "gfx942"})
	require.NoError(t, err)
	s := TileKernel(k, flipper{code, k}, "gfx942", false, 50, DefaultSeed, 3)
	require.Equal(t, NotRefines, s.Verdict)
	require.NotEmpty(t, s.Witnesses)
}

// flipper flips the lowest bit of the last parameter's first byte after
// each launch.
type flipper struct {
	tv.Kernel
	k *ir.Kernel
}

func (f flipper) Run(args []tv.Arg) error {
	if err := f.Kernel.Run(args); err != nil {
		return err
	}
	args[len(args)-1].Mem[0] ^= 1
	return nil
}

// TestKernelStepsCatchUnquieted: the mutation check of the quieting. With
// the rows' quieting step taken out of lowerc's IR (the select of a quiet
// NaN on nvptx64, llvm.canonicalize on amdgcn, each replaced by its
// unquieted input), step 1 finds exactly the gap LangRef 19 leaves: an
// input sNaN returned unchanged where the tile op declares a quiet NaN.
func TestKernelStepsCatchUnquieted(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	tm := kernelModule(t)
	// fcmp uno feeds only the quieting selects (N8, N10): "fcmp false"
	// makes each select its unquieted maximum.
	unselect := regexp.MustCompile(`fcmp uno `)
	uncanon := regexp.MustCompile(`call (\S+) @llvm\.canonicalize\.\w+\((\S+) (%\d+)\)`)
	for _, c := range []struct {
		triple, cpu, fn string
		re              *regexp.Regexp
		repl            string
	}{
		{llvm.TripleNVPTX, "sm_80", "d", unselect, "fcmp false "},
		{llvm.TripleNVPTX, "sm_70", "pk", unselect, "fcmp false "},
		{llvm.TripleAMDGCN, "gfx942", "d", uncanon, "select i1 true, $1 $3, $1 $3"},
		{llvm.TripleAMDGCN, "gfx942", "cta", uncanon, "select i1 true, $1 $3, $1 $3"},
		{llvm.TripleAMDGCN, "gfx1100", "pk", unselect, "fcmp false "},
	} {
		ll := compileLL(t, tm, c.triple, c.cpu)
		bad := c.re.ReplaceAllString(ll, c.repl)
		require.NotEqual(t, ll, bad, "%s @%s: nothing to take out", c.cpu, c.fn)
		rep, err := Run("kernels.ll", []byte(bad), Options{Triple: c.triple, CPU: c.cpu, Random: 200, Seed: DefaultSeed, Tile: tm, Func: c.fn,
			Kernels: map[string]KernelTarget{"ptx": ptxKernels{}}})
		require.NoError(t, err)
		s1 := rep.Funcs[0].Steps[0]
		require.Equal(t, NotRefines, s1.Verdict, "%s @%s: %s", c.cpu, c.fn, s1.Detail)
		require.Equal(t, map[string]int{"snan-result": s1.Violations}, s1.Kinds, "%s @%s: %+v", c.cpu, c.fn, s1.Witnesses)
	}
}
