package amdexec

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// llcTupleOps are the bodies of one-position f16 kernels of
// llcTupleKernel: the neutral ops (llc-19 makes them with compares on the
// loaded values, s_or/s_and with EXEC and a scalar select), NaN
// propagation, a constant, chains.
var llcTupleOps = []string{
	"%d = max %a, %b",
	"%d = min %a, %b",
	"%d = max %a, %b {nan = propagate}",
	"%d = min %a, %b {nan = propagate}",
	"%d = max %a, f16 -0.0\n  %d = min %d, %b",
	"%d = min %a, %b {nan = propagate}\n  %d = max %d, %a",
}

// llcTupleKernel is a kernel of two f16 inputs and one output with body.
func llcTupleKernel(body string) string {
	return "kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {\n" +
		"  %a = alloc.local f16[1,1]\n  %b = alloc.local f16[1,1]\n  %d = alloc.local f16[1,1]\n" +
		"  %a = load %A\n  %b = load %B\n  " + body + "\n  store %D, %d\n}\n"
}

var llcTupleCache sync.Map // "cpu|body" → []byte (llc-19's assembly)

// llcTupleCode returns llc-19's kernel for body on cpu (lowerc's LLVM IR
// of llcTupleKernel(body)).
func llcTupleCode(t testing.TB, cpu, body string) *LLCKernel {
	t.Helper()
	m, err := ir.Parse("k.tile", []byte(llcTupleKernel(body)))
	require.NoError(t, err)
	require.Empty(t, verify.Module(m, nil))
	key := cpu + "|" + body
	asm, ok := llcTupleCache.Load(key)
	if !ok {
		llc := oracle.Require(t, oracle.LLC)
		lt, err := llvm.New(llvm.Options{Triple: llvm.TripleAMDGCN, CPU: cpu})
		require.NoError(t, err)
		var ll strings.Builder
		require.NoError(t, lt.Compile(m, &ll))
		out, err := oracle.Run(llc, []byte(ll.String()), "-mtriple="+llvm.TripleAMDGCN, "-mcpu="+cpu, "-o", "-")
		require.NoError(t, err)
		llcTupleCache.Store(key, out)
		asm = out
	}
	lk, err := NewLLCKernel("k.s", asm.([]byte), m.Kernels[0], tv.Options{Arch: cpu})
	require.NoError(t, err)
	return lk
}

// llcTupleRun runs n tuples (a Uniform or Listed first column, a Sequence
// or Listed second) and returns %D: through RunTuples as configured, or,
// where lk runs one-lane waves, runLaneWaves itself (which must not fail:
// RunTuples would hide that by running runEach).
func llcTupleRun(t testing.TB, lk *LLCKernel, ins []tv.Column, n int) []uint64 {
	t.Helper()
	args := []tv.Arg{{Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}, {Mem: []byte{0x34, 0x12}}}
	out := make([]uint64, n)
	outs := []tv.Column{{Param: 2, Vals: out}}
	if lk.noLaneWaves {
		require.NoError(t, lk.RunTuples(args, n, ins, outs))
	} else {
		require.NoError(t, lk.runLaneWaves(args, n, ins, outs))
	}
	return out
}

// TestLLCTuplesEqual: LLCKernel.RunTuples on one-lane waves, with the
// column kernels (lanefast.go) and without, gives what one ordinary
// launch per execution (runEach) gives, on llc-19's code for every
// llcTupleOps kernel on wave64 and wave32 generations, for a row of an
// exhaustive sweep (Uniform and Sequence columns) and random Listed
// tuples with the special values.
func TestLLCTuplesEqual(t *testing.T) {
	special := []uint64{0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7c01, 0xfc01, 0x0001, 0x8001, 0x03ff, 0x7bff}
	for _, cpu := range []string{"gfx942", "gfx90a", "gfx1100"} {
		for _, body := range llcTupleOps {
			t.Run(cpu+"/"+body, func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(len(body)), 3))
				const n = 700
				a, b := make([]uint64, n), make([]uint64, n)
				for i := range a {
					a[i], b[i] = uint64(rng.Uint32()&0xffff), uint64(rng.Uint32()&0xffff)
					if i%3 == 0 {
						a[i] = special[rng.IntN(len(special))]
					}
					if i%5 == 0 {
						b[i] = special[rng.IntN(len(special))]
					}
				}
				colSets := map[string][]tv.Column{
					"row":    {{Param: 0, Vals: []uint64{0x7e00}, Form: tv.Uniform}, {Param: 1, Vals: []uint64{0x7b00}, Form: tv.Sequence}},
					"listed": {{Param: 0, Vals: a}, {Param: 1, Vals: b}},
				}
				for name, ins := range colSets {
					ref := llcTupleCode(t, cpu, body)
					ref.noLaneWaves = true
					want := llcTupleRun(t, ref, ins, n)
					for _, fast := range []bool{true, false} {
						lk := llcTupleCode(t, cpu, body)
						lk.noLaneFast = !fast
						got := llcTupleRun(t, lk, ins, n)
						// twice: the kept machine must start clean
						require.Equal(t, want, got, "%s, column kernels %v", name, fast)
						require.Equal(t, want, llcTupleRun(t, lk, ins, n), "%s, column kernels %v, second run", name, fast)
					}
				}
			})
		}
	}
}

// TestLLCTuplesWaveShared: lanes of one wave holding different tuples
// (the per-lane mode of Kernel.RunTuples) would share llc's wave-uniform
// SGPRs and SCC: on the max kernel that gives results the ordinary
// launches do not, which is why RunTuples runs one-lane waves.
func TestLLCTuplesWaveShared(t *testing.T) {
	lk := llcTupleCode(t, "gfx942", llcTupleOps[0])
	// max(−0, +0) and max(−0, −subnormal) in one wave: llc's code clears
	// the result's sign where a loaded value is +0, by a mask it selects
	// once per wave
	const n = 256
	b := make([]uint64, n)
	for i := range b {
		b[i] = 0x8001
		if i%2 == 0 {
			b[i] = 0
		}
	}
	ins := []tv.Column{{Param: 0, Vals: []uint64{0x8000}, Form: tv.Uniform}, {Param: 1, Vals: b}}
	ref := llcTupleCode(t, "gfx942", llcTupleOps[0])
	ref.noLaneWaves = true
	want := llcTupleRun(t, ref, ins, n)
	got := llcTupleRun(t, lk, ins, n)
	require.Equal(t, want, got)
	lk.sharedWaves = true
	require.NotEqual(t, want, llcTupleRun(t, lk, ins, n), "tuples sharing waves")
}

// FuzzLLCTuples: RunTuples (column kernels on and off) against one
// ordinary launch per execution on llc-19's code of a llcTupleOps kernel
// for fuzzed tuples.
func FuzzLLCTuples(f *testing.F) {
	f.Add(uint8(0), "gfx942", []byte{0x00, 0x7e, 0x00, 0x00, 0x01, 0x7c, 0x00, 0x80})
	f.Add(uint8(2), "gfx1100", []byte{0x00, 0x3c, 0xff, 0x7b, 0x00, 0xfc})
	f.Fuzz(func(t *testing.T, op uint8, cpu string, data []byte) {
		if cpu != "gfx942" && cpu != "gfx90a" && cpu != "gfx1100" {
			t.Skip()
		}
		n := len(data) / 4
		if n == 0 {
			t.Skip()
		}
		a, b := make([]uint64, n), make([]uint64, n)
		for i := range a {
			a[i] = uint64(data[4*i]) | uint64(data[4*i+1])<<8
			b[i] = uint64(data[4*i+2]) | uint64(data[4*i+3])<<8
		}
		body := llcTupleOps[int(op)%len(llcTupleOps)]
		ins := []tv.Column{{Param: 0, Vals: a}, {Param: 1, Vals: b}}
		ref := llcTupleCode(t, cpu, body)
		ref.noLaneWaves = true
		want := llcTupleRun(t, ref, ins, n)
		for _, fast := range []bool{true, false} {
			lk := llcTupleCode(t, cpu, body)
			lk.noLaneFast = !fast
			require.Equal(t, want, llcTupleRun(t, lk, ins, n), "column kernels %v", fast)
		}
	})
}

// BenchmarkLLCTuplesRow is one row of lowerc diff -exhaustive on llc-19's
// max kernel for gfx942 (65,536 tuples, in parts of 16,384 as the sweep
// runs them), with the column kernels and without.
func BenchmarkLLCTuplesRow(b *testing.B) {
	for _, fast := range []bool{true, false} {
		name := "columns"
		if !fast {
			name = "step"
		}
		b.Run(name, func(b *testing.B) {
			lk := llcTupleCode(b, "gfx942", llcTupleOps[0])
			lk.noLaneFast = !fast
			args := []tv.Arg{{Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}}
			const part = 16384
			out := make([]uint64, part)
			for b.Loop() {
				for lo := 0; lo < 1<<16; lo += part {
					ins := []tv.Column{{Param: 0, Vals: []uint64{0x3c00}, Form: tv.Uniform}, {Param: 1, Vals: []uint64{uint64(lo)}, Form: tv.Sequence}}
					if err := lk.RunTuples(args, part, ins, []tv.Column{{Param: 2, Vals: out}}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// laneFastInsts are the instructions the column kernels take, by
// generation (wave64, wave32), with operands of every kind they read.
var laneFastInsts = map[string][]string{
	"gfx942": {
		"s_and_b64 s[0:1], s[2:3], s[4:5]", "s_or_b64 s[0:1], s[2:3], exec", "s_andn2_b64 s[6:7], s[2:3], s[4:5]",
		"s_xor_b64 s[0:1], s[4:5], -1", "s_and_b32 s0, s2, s5", "s_or_b32 s1, s3, 0x7fff", "s_xor_b32 s0, s0, s4",
		"s_mov_b32 s0, s3", "s_mov_b64 s[0:1], s[4:5]", "s_cselect_b32 s0, s4, 0xffff", "s_cselect_b64 s[0:1], s[2:3], s[4:5]",
		"v_mov_b32_e32 v0, v1", "v_mov_b32_e32 v0, s2", "v_mov_b32_e32 v3, 0", "v_and_b32_e32 v0, s2, v1", "v_or_b32_e32 v0, v1, v2",
		"v_and_b32_e64 v2, v1, s3", "v_cmp_eq_u16_e32 vcc, 0, v1", "v_cmp_eq_u16_e64 s[0:1], v1, v2", "v_cmp_eq_u32_e32 vcc, s2, v1",
		"v_cmp_ne_u32_e64 s[4:5], v1, v2", "v_cmp_lt_u32_e32 vcc, v2, v1",
		"s_load_dwordx2 s[0:1], s[8:9], 0x8", "s_load_dwordx4 s[4:7], s[8:9], 0x0",
	},
	"gfx1030": {
		"s_and_b32 s0, s2, exec_lo", "s_or_b32 s1, s3, s4", "s_andn2_b32 s0, s2, s4", "s_cselect_b32 s0, s4, 0xffff",
		"s_mov_b32 s0, s3", "v_mov_b32_e32 v0, s2", "v_and_b32_e32 v0, s2, v1", "v_cmp_eq_u16_e32 vcc_lo, 0, v1",
		"v_cmp_eq_u16_e64 s0, v1, v2", "s_load_dwordx2 s[0:1], s[8:9], 0x8",
	},
}

// laneFastMachine is a machine of n one-lane waves with s0–s7 and v0–v3
// random (the 16-bit values often 0, −0 or equal), s[8:9] the kernarg
// address in every wave, SCC random, the kernarg segment mapped.
func laneFastMachine(t *testing.T, cpu string, seed uint64, n int) *Machine {
	m := newLaneWaves(mustGen(t, cpu), DefaultMode(), n, false)
	rng := rand.New(rand.NewPCG(seed, 11))
	pick := func() uint32 {
		switch rng.IntN(4) {
		case 0:
			return 0
		case 1:
			return 0x8000
		case 2:
			return uint32(rng.IntN(3))
		}
		return rng.Uint32()
	}
	for c := 0; c < 8; c++ {
		for w := 0; w < m.nw; w++ {
			m.SetSGPR(c, w, pick())
		}
	}
	for w := 0; w < m.nw; w++ {
		m.SetSGPR(8, w, uint32(KernargAddr))
		m.SetSGPR(9, w, uint32(uint64(KernargAddr)>>32))
	}
	for r := 0; r < 4; r++ {
		v := m.DefineVGPR(r)
		for i := range v {
			v[i] = pick()
		}
	}
	m.scc, m.sccDef = make([]bool, m.nw), true
	for w := range m.scc {
		m.scc[w] = rng.IntN(2) == 0
	}
	kernarg := make([]byte, 64)
	for i := range kernarg {
		kernarg[i] = byte(rng.Uint32())
	}
	m.Mem = &Memory{}
	require.NoError(t, m.Mem.Map(KernargAddr, kernarg, "the kernarg segment"))
	return m
}

// TestLaneFastInst: each column kernel (laneFast) takes its instruction
// and leaves every register and SCC as Machine.step does on the same
// machine of one-lane waves.
func TestLaneFastInst(t *testing.T) {
	for cpu, insts := range laneFastInsts {
		for k, src := range insts {
			t.Run(cpu+"/"+src, func(t *testing.T) {
				code, err := ParseText(mustGen(t, cpu), "l.s", []byte(src+"\n"))
				require.NoError(t, err)
				require.Len(t, code.Insts, 1)
				in := &code.Insts[0]
				for seed := uint64(0); seed < 4; seed++ {
					fast := laneFastMachine(t, cpu, seed*100+uint64(k), 77)
					ref := laneFastMachine(t, cpu, seed*100+uint64(k), 77)
					require.True(t, fast.laneFast(in), "the column kernel takes it")
					_, err := ref.step(in)
					require.NoError(t, err)
					for c := range ref.s {
						require.Equal(t, ref.sdef[c], fast.sdef[c], "s%d defined", c)
						if ref.sdef[c] {
							require.Equal(t, ref.s[c][:ref.nw], fast.s[c][:fast.nw], "s%d", c)
						}
					}
					for r := range ref.v {
						require.Equal(t, ref.v[r], fast.v[r], "v%d", r)
					}
					require.Equal(t, ref.sccDef, fast.sccDef)
					require.Equal(t, ref.scc, fast.scc)
				}
			})
		}
	}
}
