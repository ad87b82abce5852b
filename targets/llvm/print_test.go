package llvm

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify"
)

// TestWriteModuleMatchesLLIR: the streaming printer writes, byte for byte,
// what llir/llvm's Module.WriteTo writes, for every module the oracle tests
// build (both pointer spellings) and for the benchmark kernel on both
// triples. The reference is llir's printer, which the goldens (accepted by
// opt-19 and llc-19) were written with.
func TestWriteModuleMatchesLLIR(t *testing.T) {
	type src struct {
		name, text string
		opts       Options
	}
	var srcs []src
	for _, m := range allModules(t) {
		srcs = append(srcs, src{m.name, m.src, m.opts})
	}
	for _, o := range []Options{{Triple: TripleNVPTX, CPU: "sm_90"}, {Triple: TripleAMDGCN, CPU: "gfx942"}, {Triple: TripleAMDGCN}} {
		srcs = append(srcs, src{"bench", benchSource(64), o})
	}
	for _, s := range srcs {
		for _, typed := range []bool{false, true} {
			name := fmt.Sprintf("%s/%s/%s/typed=%v", s.name, s.opts.Triple, s.opts.CPU, typed)
			tg, err := New(s.opts)
			require.NoError(t, err)
			tg.typedPointers = typed
			mod, err := tg.Emit(mustParse(t, s.name+".tile", s.text))
			require.NoError(t, err, name)
			var want, got bytes.Buffer
			_, err = mod.WriteTo(&want)
			require.NoError(t, err, name)
			require.NoError(t, writeModule(&got, mod), name)
			require.Equal(t, want.String(), got.String(), name)
		}
	}
}

// FuzzWriteModule: for any kernel that parses, verifies and emits, the
// streaming printer writes what llir's Module.WriteTo writes.
func FuzzWriteModule(f *testing.F) {
	for _, s := range []string{benchSource(4), extraCommon, extraNVPTX, extraAMD, extraGFX12} {
		for o := range uint8(4) {
			f.Add(s, o)
		}
	}
	targets := []Options{{Triple: TripleNVPTX, CPU: "sm_90"}, {Triple: TripleAMDGCN, CPU: "gfx942"}, {Triple: TripleNVPTX}, {Triple: TripleAMDGCN, CPU: "gfx1200"}}
	f.Fuzz(func(t *testing.T, src string, o uint8) {
		m, err := ir.Parse("fuzz.tile", []byte(src))
		if err != nil {
			return
		}
		tg, err := New(targets[int(o)%len(targets)])
		require.NoError(t, err)
		if len(verify.Module(m, tg)) > 0 {
			return
		}
		tg.typedPointers = o >= 128
		mod, err := tg.Emit(m)
		if err != nil {
			return
		}
		var want, got bytes.Buffer
		_, err = mod.WriteTo(&want)
		require.NoError(t, err)
		require.NoError(t, writeModule(&got, mod))
		require.Equal(t, want.String(), got.String())
	})
}
