package oracle

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

var canonDecl = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^declare (half|float|double|<2 x half>|<2 x float>|<2 x double>) @llvm\.canonicalize\.(\w+)\([^)\n]*\)[^\n]*$`)
})

// HostCanonicalize rewrites LLVM IR text so that lli-19 can run its
// llvm.canonicalize calls on x86-64, whose instruction selector has no
// fcanonicalize in LLVM 19 ("LLVM ERROR: Cannot select: fcanonicalize").
// Each declaration becomes a function lowerc.host.canonicalize.<suffix>
// whose body is the intrinsic's LangRef 19 semantics (its "Semantics"
// section) under "denormal-fp-math"="ieee": a NaN gets its quiet bit set,
// payload and sign kept ("SNaNs must be quieted"), any other value is
// itself. It is written with integer operations on the bits, which no host
// pass can weaken; the calls are renamed to it. IR without the intrinsic is
// returned unchanged.
func HostCanonicalize(src string) string {
	if !canonDecl().MatchString(src) {
		return src
	}
	src = canonDecl().ReplaceAllStringFunc(src, func(d string) string {
		m := canonDecl().FindStringSubmatch(d)
		ft, sfx := m[1], m[2]
		lane, n := ft, 1
		if l, ok := strings.CutPrefix(ft, "<2 x "); ok {
			lane, n = strings.TrimSuffix(l, ">"), 2
		}
		w, quiet := map[string]int{"half": 16, "float": 32, "double": 64}[lane], map[string]uint64{"half": 1 << 9, "float": 1 << 22, "double": 1 << 51}[lane]
		it, ct, q := fmt.Sprintf("i%d", w), "i1", fmt.Sprint(quiet)
		if n == 2 {
			it, ct = "<2 x "+it+">", "<2 x i1>"
			q = fmt.Sprintf("<i%d %d, i%d %d>", w, quiet, w, quiet)
		}
		return fmt.Sprintf("define %[1]s @lowerc.host.canonicalize.%[2]s(%[1]s %%x) {\n"+
			"  %%b = bitcast %[1]s %%x to %[3]s\n  %%u = fcmp uno %[1]s %%x, %%x\n  %%q = or %[3]s %%b, %[5]s\n"+
			"  %%s = select %[4]s %%u, %[3]s %%q, %[3]s %%b\n  %%r = bitcast %[3]s %%s to %[1]s\n  ret %[1]s %%r\n}",
			ft, sfx, it, ct, q)
	})
	return strings.ReplaceAll(src, "@llvm.canonicalize.", "@lowerc.host.canonicalize.")
}
