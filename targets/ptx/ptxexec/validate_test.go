package ptxexec

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

var long = flag.Bool("long", false, "exhaustive validation of every lowering (minutes)")

var corpusArchs = []string{"sm_70", "sm_80", "sm_90", "sm_100"}

// inputsFor: by default the grid in all pairs (for three inputs, two
// values of each class in all triples) and a modest random sample; with
// -long all 2^32 pairs for 16-bit types and the full default inputs
// otherwise.
func inputsFor(c tv.Case) tv.Inputs {
	lane := c.Func.Type()
	if lane.IsPacked() && c.Model.Supports(lane.Lane()) {
		lane = lane.Lane()
	}
	if *long {
		return tv.Inputs{Exhaustive: true, Random: tv.DefaultRandom(lane), Seed: tv.DefaultSeed}
	}
	in := tv.Inputs{Random: 500, Seed: tv.DefaultSeed}
	if c.Func.Arity() == 3 {
		in.Grid, in.Random = perClass(lane, 1), 200
	}
	return in
}

// perClass keeps n grid values of each class (sign included).
func perClass(t semantics.Type, n int) []uint64 {
	var out []uint64
	seen := map[semantics.Class]int{}
	for _, v := range semantics.Grid(t) {
		c := semantics.Classify(t, v)
		if seen[c] < n {
			seen[c]++
			out = append(out, v)
		}
	}
	return out
}

// codeKey is a module's text without comments, .version and .target.
func codeKey(code []byte) string {
	var b strings.Builder
	for _, line := range strings.Split(string(code), "\n") {
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, "//") || strings.HasPrefix(l, ".version") || strings.HasPrefix(l, ".target") {
			continue
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// validated remembers what was validated: the same code and model need
// not run twice (most targets lower an op to the same text).
type validated map[string]bool

func (v validated) seen(c tv.Case) bool {
	key := c.Model.Name() + "\x00" + c.Func.Name()
	if k, ok := c.Func.(interface{ Code() []byte }); ok {
		key = c.Model.Name() + "\x00" + codeKey(k.Code())
		if l, ok := c.Func.(*laneFunc); ok {
			key += fmt.Sprint(l.lane)
		}
	}
	if v[key] {
		return true
	}
	v[key] = true
	return false
}

// TestCorpusValidates: every min/max op of targets/ptx/testdata/lower,
// lowered for sm_70, sm_80, sm_90 and sm_100 (where the file verifies for
// the target), runs in the executor and every result is one the op's
// declared semantics allows.
func TestCorpusValidates(t *testing.T) {
	files, err := filepath.Glob("../testdata/lower/*.tile")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	cases, done := 0, validated{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, arch := range corpusArchs {
			m, err := ir.Parse(file, src)
			require.NoError(t, err)
			b, err := ptx.New(arch, "")
			require.NoError(t, err)
			if len(verify.Module(m, b)) > 0 {
				continue
			}
			cs, err := Target{}.Cases(m, file, tv.Options{Arch: arch})
			require.NoError(t, err, "%s %s", file, arch)
			for _, c := range cs {
				if done.seen(c) {
					continue
				}
				rep, err := tv.Validate(c, inputsFor(c))
				require.NoError(t, err, "%s %s %s", file, arch, c.Where)
				cases++
				if !rep.Refines() {
					t.Errorf("%s %s: %s: %d violations of %s, first %+v", file, arch, c.Where, rep.Violations, rep.Model, rep.Witnesses[0])
				}
			}
		}
	}
	require.Greater(t, cases, 40)
	t.Logf("%d lowered ops validated", cases)
}

// extras are the attributes tried beside the NaN policy: nsz only with
// -long (the default run stays within a few seconds).
func extras() []string {
	if *long {
		return []string{"", ", ftz", ", nsz", ", ftz, nsz"}
	}
	return []string{"", ", ftz"}
}

// TestEveryPolicyValidates: every (kind, type, NaN policy, ftz, arity) that
// TestChoicesRefineDeclared covers, lowered for each corpus target, refines
// its declared semantics when run.
func TestEveryPolicyValidates(t *testing.T) {
	n, done := 0, validated{}
	for _, arch := range corpusArchs {
		b, err := ptx.New(arch, "")
		require.NoError(t, err)
		for _, ty := range []string{"f16", "bf16", "f32", "f64", "f16x2", "bf16x2", "f32x2", "s32", "u16", "s16x2"} {
			for _, pol := range []string{"number", "nnan", "propagate", "ieee2008"} {
				for _, extra := range extras() {
					for _, kind := range []string{"max", "min"} {
						for _, arity := range []int{2, 3} {
							srcs := "%a, %b"
							if arity == 3 {
								srcs += ", %c"
							}
							src := fmt.Sprintf("kernel @k(%%G: global %[1]s[1]) grid(1) block(1) {\n  %%a = alloc.local %[1]s[1]\n  %%b = alloc.local %[1]s[1]\n  %%c = alloc.local %[1]s[1]\n  %%a = load %%G\n  %%b = load %%G\n  %%c = load %%G\n  %%a = %[2]s %[3]s {nan = %[4]s%[5]s}\n  store %%G, %%a\n}\n",
								ty, kind, srcs, pol, extra)
							m, err := ir.Parse("policy.tile", []byte(src))
							if err != nil || len(verify.Module(m, b)) > 0 {
								continue
							}
							cs, err := Target{}.Cases(m, "policy.tile", tv.Options{Arch: arch})
							require.NoError(t, err)
							for _, c := range cs {
								if done.seen(c) {
									continue
								}
								rep, err := tv.Validate(c, inputsFor(c))
								require.NoError(t, err)
								n++
								if !rep.Refines() {
									t.Errorf("%s %s %s nan=%s%s %d inputs: %d violations of %s, first %+v", arch, kind, ty, pol, extra, arity, rep.Violations, rep.Model, rep.Witnesses[0])
								}
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d lowerings validated", n)
}
