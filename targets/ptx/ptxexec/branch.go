package ptxexec

import (
	"strconv"
)

// ifConvert turns llc-19's branches around guarded memory operations into
// predicated straight-line code, which runs at straight-line speed (PTX
// ISA "Predicated Execution": an instruction whose guard is false does
// nothing, which is what skipping it does):
//
//	@!%p1 bra L2;        →   (dropped)
//	bra.uni L1;          →   (dropped: L1 is the next statement)
//	L1: ld … ; st … ;    →   @%p1 ld … ; @%p1 st … ;
//	L2: …                →   …
//
// A conditional forward branch to a later label L guards every instruction
// up to L with the negated condition; an instruction with its own guard
// gets the conjunction, a fresh predicate (and.pred, not.pred) declared
// under a name no PTX identifier can have ("%ifc#1"). An unconditional
// branch to the very next label is a no-op. Anything else — a backward
// branch, a branch into the skipped region, a second branch inside it —
// leaves the body as it is, to run as basic blocks (cfg.go).
func ifConvert(body []stmt) []stmt {
	out := make([]stmt, 0, len(body))
	var region *struct {
		label string
		exec  operand // the predicate under which the region runs
	}
	fresh := 0
	// decl: the index in out of the .reg .pred of the fresh predicates
	decl := -1
	next := func(i int) string { // the label right after statement i, if any
		if i+1 < len(body) && body[i+1].kind == stLabel {
			return body[i+1].op
		}
		return ""
	}
	later := func(i int, l string) bool {
		for _, s := range body[i+1:] {
			if s.kind == stLabel && s.op == l {
				return true
			}
		}
		return false
	}
	isBra := func(s stmt) bool {
		base, ms := mods(s.op)
		return s.kind == stInst && base == "bra" && len(s.args) == 1 && s.args[0].kind == opSym && (len(ms) == 0 || len(ms) == 1 && ms[0] == "uni")
	}
	// targets: the labels some branch goes to, but for the unconditional
	// ones to the next label (which are dropped).
	targets := map[string]bool{}
	for i, s := range body {
		if isBra(s) && !(s.guard == nil && s.args[0].name == next(i)) {
			targets[s.args[0].name] = true
		}
	}
	for i := 0; i < len(body); i++ {
		s := body[i]
		if s.kind == stLabel {
			if region != nil && s.op != region.label && targets[s.op] {
				return body // a way into the region
			}
			if region != nil && s.op == region.label {
				region = nil
			}
			out = append(out, s)
			continue
		}
		if s.kind != stInst {
			out = append(out, s)
			continue
		}
		base, _ := mods(s.op)
		if isBra(s) {
			l := s.args[0].name
			switch {
			case s.guard == nil && l == next(i):
				continue // falls through anyway
			case s.guard != nil && region == nil && later(i, l):
				g := *s.guard
				g.neg = !g.neg // the region runs where the branch is not taken
				region = &struct {
					label string
					exec  operand
				}{l, g}
				continue
			}
			return body
		}
		if region == nil {
			out = append(out, s)
			continue
		}
		if base == "ret" || base == "exit" || base == "bra" || base == "call" {
			return body
		}
		g := region.exec
		if s.guard != nil {
			// guard = exec ∧ own guard, in a fresh predicate.
			if decl < 0 {
				// (an index, not a pointer: out grows past its capacity)
				out = append(out, stmt{pos: s.pos, kind: stReg, regType: ".pred"})
				decl = len(out) - 1
			}
			reg := func() operand {
				fresh++
				n := "%ifc#" + strconv.Itoa(fresh)
				out[decl].regs = append(out[decl].regs, regDecl{name: n, n: -1, pos: s.pos})
				return operand{kind: opReg, pos: s.pos, name: n}
			}
			a, b := g, *s.guard
			for _, x := range []*operand{&a, &b} {
				if x.neg {
					t := reg()
					out = append(out, stmt{pos: s.pos, kind: stInst, op: "not.pred", opPos: s.opPos, args: []operand{t, {kind: opReg, pos: x.pos, name: x.name}}})
					*x = t
				}
			}
			t := reg()
			out = append(out, stmt{pos: s.pos, kind: stInst, op: "and.pred", opPos: s.opPos, args: []operand{t, a, b}})
			g = t
		}
		s.guard = &g
		out = append(out, s)
	}
	if region != nil {
		return body // the label never came
	}
	return out
}
