; produced by lowerc compile -target amdgcn -mcpu gfx942 -ieee=0 maximum3.tile; assembled by llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -show-encoding (this file is its output)
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"

	.amdhsa_code_object_version 5


	.globl	maximum3
	.p2align	8
	.type	maximum3,@function
maximum3:
	s_load_dwordx4 s[4:7], s[0:1], 0x0      ; encoding: [0x00,0x01,0x0a,0xc0,0x00,0x00,0x00,0x00]
	s_load_dwordx2 s[8:9], s[0:1], 0x10     ; encoding: [0x00,0x02,0x06,0xc0,0x10,0x00,0x00,0x00]
	v_mov_b32_e32 v0, 0                     ; encoding: [0x80,0x02,0x00,0x7e]
	s_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]
	global_load_dword v1, v0, s[4:5]        ; encoding: [0x00,0x80,0x50,0xdc,0x00,0x00,0x04,0x01]
	global_load_dword v2, v0, s[4:5] offset:4 ; encoding: [0x04,0x80,0x50,0xdc,0x00,0x00,0x04,0x02]
	global_load_dword v3, v0, s[4:5] offset:8 ; encoding: [0x08,0x80,0x50,0xdc,0x00,0x00,0x04,0x03]
	global_load_dword v4, v0, s[4:5] offset:12 ; encoding: [0x0c,0x80,0x50,0xdc,0x00,0x00,0x04,0x04]
	global_load_dword v5, v0, s[6:7]        ; encoding: [0x00,0x80,0x50,0xdc,0x00,0x00,0x06,0x05]
	global_load_dword v6, v0, s[6:7] offset:4 ; encoding: [0x04,0x80,0x50,0xdc,0x00,0x00,0x06,0x06]
	global_load_dword v7, v0, s[6:7] offset:8 ; encoding: [0x08,0x80,0x50,0xdc,0x00,0x00,0x06,0x07]
	global_load_dword v8, v0, s[6:7] offset:12 ; encoding: [0x0c,0x80,0x50,0xdc,0x00,0x00,0x06,0x08]
	s_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]
	v_max3_f32 v9, v1, v5, 0                ; encoding: [0x09,0x00,0xd3,0xd1,0x01,0x0b,0x02,0x02]
	v_mov_b32_e32 v10, 0x7fc00000           ; encoding: [0xff,0x02,0x14,0x7e,0x00,0x00,0xc0,0x7f]
	v_cmp_o_f32_e32 vcc, v9, v9             ; encoding: [0x09,0x13,0x8e,0x7c]
	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
	v_cndmask_b32_e32 v1, v10, v9, vcc      ; encoding: [0x0a,0x13,0x02,0x00]
	v_max3_f32 v9, v2, v6, 0                ; encoding: [0x09,0x00,0xd3,0xd1,0x02,0x0d,0x02,0x02]
	v_mov_b32_e32 v10, 0x7fc00000           ; encoding: [0xff,0x02,0x14,0x7e,0x00,0x00,0xc0,0x7f]
	v_cmp_o_f32_e32 vcc, v9, v9             ; encoding: [0x09,0x13,0x8e,0x7c]
	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
	v_cndmask_b32_e32 v2, v10, v9, vcc      ; encoding: [0x0a,0x13,0x04,0x00]
	v_max3_f32 v9, v3, v7, 0                ; encoding: [0x09,0x00,0xd3,0xd1,0x03,0x0f,0x02,0x02]
	v_mov_b32_e32 v10, 0x7fc00000           ; encoding: [0xff,0x02,0x14,0x7e,0x00,0x00,0xc0,0x7f]
	v_cmp_o_f32_e32 vcc, v9, v9             ; encoding: [0x09,0x13,0x8e,0x7c]
	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
	v_cndmask_b32_e32 v3, v10, v9, vcc      ; encoding: [0x0a,0x13,0x06,0x00]
	v_max3_f32 v9, v4, v8, 0                ; encoding: [0x09,0x00,0xd3,0xd1,0x04,0x11,0x02,0x02]
	v_mov_b32_e32 v10, 0x7fc00000           ; encoding: [0xff,0x02,0x14,0x7e,0x00,0x00,0xc0,0x7f]
	v_cmp_o_f32_e32 vcc, v9, v9             ; encoding: [0x09,0x13,0x8e,0x7c]
	s_nop 1                                 ; encoding: [0x01,0x00,0x80,0xbf]
	v_cndmask_b32_e32 v4, v10, v9, vcc      ; encoding: [0x0a,0x13,0x08,0x00]
	global_store_dword v0, v1, s[8:9]       ; encoding: [0x00,0x80,0x70,0xdc,0x00,0x01,0x08,0x00]
	global_store_dword v0, v2, s[8:9] offset:4 ; encoding: [0x04,0x80,0x70,0xdc,0x00,0x02,0x08,0x00]
	global_store_dword v0, v3, s[8:9] offset:8 ; encoding: [0x08,0x80,0x70,0xdc,0x00,0x03,0x08,0x00]
	global_store_dword v0, v4, s[8:9] offset:12 ; encoding: [0x0c,0x80,0x70,0xdc,0x00,0x04,0x08,0x00]
	s_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]
.Lfunc_end0:
	.size	maximum3, .Lfunc_end0-maximum3

	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel maximum3
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 0
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel


	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           A
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           B
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           Out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           maximum3
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .symbol:         maximum3.kd
    .vgpr_count:     11
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

