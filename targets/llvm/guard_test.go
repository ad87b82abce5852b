package llvm

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify"
)

// benchGuard enables TestEmitVsOpt. It is a benchmark written as a test:
// on a loaded machine CPU times move, so the default test run leaves it out.
var benchGuard = flag.Bool("bench-guard", false, "run TestEmitVsOpt (CPU time and peak memory of the 100k-position kernel against opt-19)")

// emitChildEnv makes TestEmitChild do its work: it is the process whose
// CPU time and peak RSS TestEmitVsOpt measures. Its value is "n triple cpu
// out".
const emitChildEnv = "LOWERC_LLVM_EMIT_CHILD"

// TestEmitChild does what `lowerc compile -target llvm` does for the
// benchmark kernel (parse, verify, emit into memory, write the file), in a
// process of its own; without emitChildEnv it does nothing.
func TestEmitChild(t *testing.T) {
	spec := os.Getenv(emitChildEnv)
	if spec == "" {
		t.Skip("helper process of TestEmitVsOpt")
	}
	var n int
	var triple, cpu, out string
	_, err := fmt.Sscan(spec, &n, &triple, &cpu, &out)
	require.NoError(t, err)
	m, err := ir.Parse("big.tile", []byte(benchSource(n)))
	require.NoError(t, err)
	tg, err := New(Options{Triple: triple, CPU: cpu})
	require.NoError(t, err)
	require.Empty(t, verify.Module(m, tg))
	var b bytes.Buffer
	require.NoError(t, tg.Compile(m, &b))
	require.NoError(t, os.WriteFile(out, b.Bytes(), 0o644))
}

// TestEmitVsOpt is the goal for LLVM IR emission as a test: for the
// 100k-position kernel, emitting the IR (as TestEmitChild, in a process of
// its own) takes no more CPU time (user+system) than opt-19
// -passes=verify -disable-output takes on the file written, and the
// process's peak RSS is under 10× the size of that file. Best of 3 runs of
// each, in the same run. Only with -bench-guard.
func TestEmitVsOpt(t *testing.T) {
	if !*benchGuard {
		t.Skip("a benchmark: emits the 100k-position kernel and runs opt-19 on it; run with -bench-guard")
	}
	opt := oracle.Require(t, oracle.Opt)
	const n = 100_000
	for _, o := range []Options{{Triple: TripleAMDGCN, CPU: "gfx942"}, {Triple: TripleNVPTX, CPU: "sm_90"}} {
		out := filepath.Join(t.TempDir(), "big.ll")
		type cost struct {
			cpu, wall time.Duration
			rss       int64 // bytes
		}
		best := func(c, d cost) cost {
			return cost{min(c.cpu, d.cpu), min(c.wall, d.wall), min(c.rss, d.rss)}
		}
		run := func(cmd *exec.Cmd) cost {
			var e bytes.Buffer
			cmd.Stdout, cmd.Stderr = &e, &e
			t0 := time.Now()
			require.NoError(t, cmd.Run(), "%v: %s", cmd.Args, e.String())
			ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			return cost{cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), time.Since(t0), ru.Maxrss << 10}
		}
		inf := cost{1 << 62, 1 << 62, 1 << 62}
		ours, theirs := inf, inf
		for range 3 {
			cmd := exec.Command(os.Args[0], "-test.run=^TestEmitChild$")
			cmd.Env = append(os.Environ(), emitChildEnv+"="+strconv.Itoa(n)+" "+o.Triple+" "+o.CPU+" "+out)
			ours = best(ours, run(cmd))
			theirs = best(theirs, run(exec.Command(opt, "-passes=verify", "-disable-output", out)))
		}
		st, err := os.Stat(out)
		require.NoError(t, err)
		size := st.Size()
		t.Logf("%s n=%d: output %.1f MB; lowerc CPU %v wall %v peak RSS %.0f MB (%.1f× the output); opt-19 CPU %v wall %v peak RSS %.0f MB",
			o.CPU, n, float64(size)/1e6, ours.cpu, ours.wall, float64(ours.rss)/1e6, float64(ours.rss)/float64(size),
			theirs.cpu, theirs.wall, float64(theirs.rss)/1e6)
		if ours.cpu > theirs.cpu {
			t.Errorf("%s: emitting takes %v of CPU, opt-19 verifies the result in %v", o.CPU, ours.cpu, theirs.cpu)
		}
		if ours.rss >= 10*size {
			t.Errorf("%s: peak RSS %d bytes, want under 10× the output's %d bytes", o.CPU, ours.rss, size)
		}
	}
}
