package oracle

import (
	"bufio"
	"bytes"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// PtxasFold assembles a PTX module whose kernels are named k0, k1, … with
// ptxas for arch, disassembles the cubin with nvdisasm, and returns each
// kernel's SASS instructions by number. Tests use it to read what ptxas
// folded constant inputs to (see StoredConst).
func PtxasFold(ptxas, nvdisasm, arch string, src []byte) (map[int][]string, error) {
	dir, err := os.MkdirTemp("", "lowerc-fold")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, bin := filepath.Join(dir, "in.ptx"), filepath.Join(dir, "out.cubin")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		return nil, err
	}
	if _, err := Run(ptxas, nil, "-arch", arch, in, "-o", bin); err != nil {
		return nil, err
	}
	sass, err := Run(nvdisasm, nil, bin)
	if err != nil {
		return nil, err
	}
	return SASSKernels(sass), nil
}

var (
	sassSectionRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\.text\.k(\d+):`) })
	sassInsnRE    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s+/\*[0-9a-f]{4}\*/\s+(.*?)\s*;`) })
	sassStgRE     = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^STG\.E(?:\.64|\.U16)?(?:\.SYS)? \[[^\]]+\], (RZ|R\d+)$`)
	})
	sassConstRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:MOV|MOV32I|IMAD\.MOV\.U32|IMAD\.MOV) (R\d+), (?:RZ, RZ, )?(-?0x[0-9a-f]+|RZ|-?\d+)$`)
	})
	sassCS2RRE  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^CS2R (R\d+), SRZ$`) })
	sassHFMA2RE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^HFMA2\.MMA (R\d+), -RZ, RZ, (\S+) ?, (\S+)$`) })
	sassDestRE  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:@!?P\d+ )?\S+ (R\d+)\b`) })
)

// SASSKernels splits nvdisasm output into the instructions of each kernel
// kN, keyed by N.
func SASSKernels(sass []byte) map[int][]string {
	out := map[int][]string{}
	cur := -1
	sc := bufio.NewScanner(bytes.NewReader(sass))
	for sc.Scan() {
		line := sc.Text()
		if g := sassSectionRE().FindStringSubmatch(line); g != nil {
			cur, _ = strconv.Atoi(g[1])
			continue
		}
		if strings.HasPrefix(line, "//---") {
			cur = -1
		}
		if g := sassInsnRE().FindStringSubmatch(line); g != nil && cur >= 0 {
			out[cur] = append(out[cur], g[1])
		}
	}
	return out
}

// StoredConst returns the value a kernel stores to global memory when ptxas
// folded it into constants moved into the stored register (and, when wide,
// the register above it); ok is false when the value is computed.
func StoredConst(insns []string, wide bool) (uint64, bool) {
	for i, in := range insns {
		g := sassStgRE().FindStringSubmatch(in)
		if g == nil {
			continue
		}
		if g[1] == "RZ" {
			return 0, true
		}
		n, _ := strconv.Atoi(g[1][1:])
		lo, ok := regConst(insns[:i], n)
		if !ok || !wide {
			return lo, ok
		}
		hi, ok := regConst(insns[:i], n+1)
		return hi<<32 | lo, ok
	}
	return 0, false
}

// regConst returns the constant last written to register Rn.
func regConst(insns []string, n int) (uint64, bool) {
	reg := "R" + strconv.Itoa(n)
	for i := len(insns) - 1; i >= 0; i-- {
		in := insns[i]
		if g := sassCS2RRE().FindStringSubmatch(in); g != nil {
			if m, _ := strconv.Atoi(g[1][1:]); m == n || m+1 == n {
				return 0, true
			}
			continue
		}
		d := sassDestRE().FindStringSubmatch(in)
		if d == nil || d[1] != reg {
			continue
		}
		if h := sassHFMA2RE().FindStringSubmatch(in); h != nil {
			// -0 × 0 + (hi, lo): two f16 immediates, printed as numbers.
			hi, ok1 := f16Bits(h[2])
			lo, ok2 := f16Bits(h[3])
			return hi<<16 | lo, ok1 && ok2
		}
		g := sassConstRE().FindStringSubmatch(in)
		if g == nil {
			return 0, false // computed
		}
		if g[2] == "RZ" {
			return 0, true
		}
		v, err := strconv.ParseInt(g[2], 0, 64) // 0x…, -0x…, decimal
		return uint64(uint32(v)), err == nil
	}
	return 0, false
}

// f16Bits returns the binary16 bits of a number nvdisasm prints as an f16
// immediate ("1.875", "-0", "+INF"); ok is false for what it cannot read
// (NaNs, which it prints without a payload).
func f16Bits(s string) (uint64, bool) {
	switch strings.TrimPrefix(s, "+") {
	case "INF":
		return 0x7c00, true
	case "-INF":
		return 0xfc00, true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, false
	}
	var sign uint64
	if math.Signbit(f) {
		sign, f = 0x8000, -f
	}
	if f == 0 {
		return sign, true
	}
	frac, exp := math.Frexp(f) // f = frac × 2^exp, frac in [0.5, 1)
	e := exp - 1 + 15
	var bits uint64
	if e <= 0 { // subnormal: f = m × 2^-24
		m := math.Ldexp(f, 24)
		bits = uint64(m)
		if float64(bits) != m {
			return 0, false
		}
	} else {
		m := (frac*2 - 1) * 1024
		bits = uint64(e)<<10 | uint64(m)
		if e >= 31 || float64(uint64(m)) != m {
			return 0, false
		}
	}
	return sign | bits, true
}
