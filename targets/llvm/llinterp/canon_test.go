package llinterp

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/lowerc/lowerc/semantics"
)

// TestCanonicalizeReadings compares this package's reading of LangRef 19's
// llvm.canonicalize with package semantics' llvm19:canonicalize over every
// f16 and bf16 bit pattern (IEEE denormal mode). Both keep numbers and
// quiet an sNaN's payload; they read the NaN bits differently, and the test
// pins exactly how (docs/audit.md flags the verdicts that depend on it):
// here "payload bits must be conserved" keeps the sign and admits the
// single canonical NaNs 0x7e00 / 0x7fff; semantics applies the general NaN
// rules (preferred NaN or quieted input, either sign).
func TestCanonicalizeReadings(t *testing.T) {
	m := semantics.MustLookup("llvm19:canonicalize")
	for _, c := range []struct {
		t  semantics.Type
		ft *fpFmt
	}{{semantics.F16, fmtHalf}, {semantics.BF16, fmtBFloat}} {
		f := c.ft
		ieee := denormMode{"ieee", "ieee"}
		for x := uint64(0); x < 1<<16; x++ {
			mine := canonicalize(f, ieee, x)
			theirs, err := m.Eval(c.t, x, 0, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !f.isNaN(x) {
				if !assert.True(t, mine.IsExact() && theirs.IsExact() && mine.Values()[0] == theirs.Bits(), "%s %#x", c.t, x) {
					return
				}
				continue
			}
			q := x | f.quiet()
			// Both allow the quieted input and the positive preferred NaN.
			assert.True(t, mine.Allows(q) && theirs.Allows(c.t, q), "%#x", x)
			assert.True(t, mine.Allows(f.preferredNaN()) && theirs.Allows(c.t, f.preferredNaN()), "%#x", x)
			// Only here: the all-ones NaN (unless it is the quieted input).
			ones := f.expMask() | f.mantMask()
			assert.Equal(t, q&^f.sign() == ones&^f.sign(), theirs.Allows(c.t, ones), "%#x", x)
			// Only there: the sign-flipped quieted input.
			if flip := q ^ f.sign(); flip != ones && flip != f.preferredNaN() {
				assert.False(t, mine.Allows(flip), "%#x", x)
			}
			assert.True(t, theirs.Allows(c.t, q^f.sign()), "%#x", x)
		}
	}
}
