package quality

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify"
)

// skipAMD reports the instructions counted on neither side: memory,
// waits, llc's s_delay_alu scheduling hints, the return.
func skipAMD(ins string) bool {
	for _, p := range []string{"global_", "buffer_", "flat_", "s_load", "s_waitcnt", "s_wait_", "s_delay_alu", "s_setpc", "s_endpgm"} {
		if strings.HasPrefix(ins, p) {
			return true
		}
	}
	return false
}

// HasIEEEBit reports whether a generation has MODE.IEEE (GFX9–GFX11).
func HasIEEEBit(gen string) bool { return !strings.HasPrefix(gen, "gfx12") }

// LowercAMD lowers the cell with targets/amdgcn/lower: the op's instruction
// count from the lowering's note (checked against the lines), the bytes of
// those instructions (package amdgcn's encoder) and the kernel's VGPRs.
func LowercAMD(c Cell) (Side, error) {
	m, _, err := c.module()
	if err != nil {
		return Side{}, err
	}
	g, err := amdgcn.ParseGeneration(c.Arch)
	if err != nil {
		return Side{}, err
	}
	b, err := lower.New(lower.Options{Gen: g, IEEE: !c.NoIEEE})
	if err != nil {
		return Side{}, err
	}
	if errs := verify.Module(m, b); len(errs) > 0 {
		return Side{Err: "rejected: " + errs[0].Error()}, nil
	}
	p, err := b.Lower(m)
	if err != nil {
		return Side{}, err
	}
	k := p.Kernels[0]
	var note *lower.Note
	for i := range k.Notes {
		if strings.Contains(k.Notes[i].Op, " = "+c.Kind+" ") {
			note = &k.Notes[i]
		}
	}
	if note == nil {
		return Side{}, fmt.Errorf("%s %s: no note of the op", c.Arch, c.Op())
	}
	s := Side{Instrs: note.Inst, VGPRs: k.NextFreeVGPR, How: note.Sel.Recipe}
	in := false
	var code []string
	for _, ln := range k.Lines {
		if !ln.IsInst() {
			in = strings.Contains(ln.Comment, " = "+c.Kind+" ")
			continue
		}
		text := ln.Text()
		if !in || skipAMD(text) {
			continue
		}
		s.Bytes += len(ln.Inst.AppendEncoding(nil))
		code = append(code, text)
	}
	s.Text, s.Code = len(code), strings.Join(code, "\n")
	return s, nil
}

// LLCAMD compiles the cells (one generation and mode) with llc and
// measures each function: instructions, bytes (llc -show-mc-encoding) and
// the VGPRs llc reports.
func LLCAMD(llc, dir string, gen string, noIEEE bool, cells []Cell) (map[Cell]Side, error) {
	attr := ""
	if noIEEE {
		attr = ` #0`
	}
	mod := func(cs []Cell) string {
		var b strings.Builder
		for _, c := range cs {
			f := c.LLVMFunc()
			if attr != "" {
				f = strings.Replace(f, ") {\n", ")"+attr+" {\n", 1)
			}
			b.WriteString(f)
		}
		if attr != "" {
			b.WriteString(`attributes #0 = { "amdgpu-ieee"="false" }` + "\n")
		}
		return b.String()
	}
	out := map[Cell]Side{}
	code, err := llcRun(llc, dir, gen, "amdgcn-amd-amdhsa", mod(cells))
	if err == nil {
		return measureAMD(code, cells)
	}
	for _, c := range cells {
		code, err := llcRun(llc, dir, gen, "amdgcn-amd-amdhsa", mod([]Cell{c}))
		if err != nil {
			out[c] = Side{Err: "llc fails: " + firstLine(err.Error())}
			continue
		}
		r, err := measureAMD(code, []Cell{c})
		if err != nil {
			return nil, err
		}
		out[c] = r[c]
	}
	return out, nil
}

func measureAMD(code []byte, cells []Cell) (map[Cell]Side, error) {
	byName := map[string]Cell{}
	for _, c := range cells {
		byName[c.FuncName()] = c
	}
	out := map[Cell]Side{}
	var cur string
	var s Side
	var body []string
	for _, line := range strings.Split(string(code), "\n") {
		l := strings.TrimSpace(line)
		if name, ok := strings.CutSuffix(strings.Fields(l + " x")[0], ":"); ok && !strings.HasPrefix(l, ".") && byName[name].Kind != "" {
			cur, s, body = name, Side{}, nil
			continue
		}
		if cur == "" {
			continue
		}
		if v, ok := strings.CutPrefix(l, "; NumVgprs: "); ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, fmt.Errorf("llc: %q: %v", l, err)
			}
			s.VGPRs = n
			s.Instrs, s.Code = len(body), strings.Join(body, "\n")
			out[byName[cur]] = s
			cur = ""
			continue
		}
		ins, enc, ok := strings.Cut(l, "; encoding: [")
		if !ok || strings.HasPrefix(l, ";") {
			continue
		}
		ins = strings.TrimSpace(ins)
		if skipAMD(ins) {
			continue
		}
		body = append(body, ins)
		s.Bytes += strings.Count(enc, ",") + 1
	}
	for _, c := range cells {
		if _, ok := out[c]; !ok {
			return nil, fmt.Errorf("llc output lacks %s (or its NumVgprs line)", c.FuncName())
		}
	}
	return out, nil
}
